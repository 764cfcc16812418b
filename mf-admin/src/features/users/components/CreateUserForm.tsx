// "Create an account": username, email and role. The account gets no password here: its owner sets
// one through the one-time link the page shows next, which the admin passes on (no e-mail is sent).
import { ROLES, roleName, type CreateUserRequest, type ResetLink, type Role } from '@gsvmc/shared-types';
import { Button, useLocale, useMessages } from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { userMessages, type UserKey } from '../messages';
import { checkResolver, useForm } from '@gsvmc/shared-kit/forms';
import { Field, FieldGrid, FormActions, FormMessage, Input, Panel, Select } from '../../../components/form';
import { useCreateUserMutation } from '../../../lib/usersApi';
import { useState } from 'react';

const EMPTY: CreateUserRequest = { username: '', email: '', role: 'editor' };
// Messages as catalog keys, said in the portal's language where they are shown.
const check = ({ username, email }: CreateUserRequest) => ({
  username: username.trim().length >= 2 ? undefined : 'nameTooShort',
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'invalidEmail',
});

export function CreateUserForm({ onCreated }: { onCreated: (email: string, link: ResetLink) => void }) {
  const [createUser, { isLoading }] = useCreateUserMutation();
  const t = useMessages(userMessages);
  const locale = useLocale();
  const errorText = useErrorText();
  const say = (m: string | undefined) => (m ? t(m as UserKey) : undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateUserRequest>({ defaultValues: EMPTY, resolver: checkResolver(check) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const email = values.email.trim();
      const { resetLink } = await createUser({ username: values.username.trim(), email, role: values.role }).unwrap();
      form.reset(EMPTY);
      onCreated(email, resetLink);
    } catch (error) {
      setFailure(errorText(error, t('createFailed')));
    }
  });

  return (
    <Panel aria-labelledby="create-user-title">
      <h2 id="create-user-title">{t('createHeading')}</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <FieldGrid $min={200}>
          <Field label={t('name')} error={say(errors.username?.message)} required>
            <Input autoComplete="off" {...form.register('username')} />
          </Field>
          <Field label={t('email')} error={say(errors.email?.message)} required>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label={t('role')} hint={t('roleHint')}>
            <Select {...form.register('role')}>
              {(ROLES as readonly Role[]).map((role) => (
                <option key={role} value={role}>
                  {roleName(role, locale)}
                </option>
              ))}
            </Select>
          </Field>
        </FieldGrid>
        {failure && (
          <FormMessage $kind="error" role="alert">
            {failure}
          </FormMessage>
        )}
        <FormActions>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('creating') : t('createAccount')}
          </Button>
        </FormActions>
      </form>
    </Panel>
  );
}
