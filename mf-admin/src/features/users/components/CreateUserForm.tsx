// "Create an account": username, email and role. The account gets no password here: its owner sets
// one through the one-time link the page shows next, which the admin passes on (no e-mail is sent).
import { ROLE_LABELS, ROLES, type CreateUserRequest, type ResetLink, type Role } from '@gsvmc/shared-types';
import { Button, getErrorMessage } from '@gsvmc/shared-kit';
import { checkResolver, useForm } from '@gsvmc/shared-kit/forms';
import { Field, FieldGrid, FormActions, FormMessage, Input, Panel, Select } from '../../../components/form';
import { useCreateUserMutation } from '../../../lib/usersApi';
import { useState } from 'react';

const EMPTY: CreateUserRequest = { username: '', email: '', role: 'editor' };
const check = ({ username, email }: CreateUserRequest) => ({
  username: username.trim().length >= 2 ? undefined : 'Please enter a name of at least 2 characters',
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'Please enter a valid email address',
});

export function CreateUserForm({ onCreated }: { onCreated: (email: string, link: ResetLink) => void }) {
  const [createUser, { isLoading }] = useCreateUserMutation();
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
      setFailure(getErrorMessage(error, 'The account could not be created'));
    }
  });

  return (
    <Panel aria-labelledby="create-user-title">
      <h2 id="create-user-title">Create an account</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <FieldGrid $min={200}>
          <Field label="Name" error={errors.username?.message} required>
            <Input autoComplete="off" {...form.register('username')} />
          </Field>
          <Field label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label="Role" hint="Editors manage content; administrators also manage accounts and purge the trash.">
            <Select {...form.register('role')}>
              {(ROLES as readonly Role[]).map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
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
            {isLoading ? 'Creating...' : 'Create account'}
          </Button>
        </FormActions>
      </form>
    </Panel>
  );
}
