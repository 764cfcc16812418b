// Change password on /profile: the rules are stated before submitting, every refusal is a
// sentence next to the form, and the new token the server answers replaces this session's (the
// server has ended every other session of the account).
import { useState } from 'react';
import styled from 'styled-components';
import type { User } from '@gsvmc/shared-types';
import {
  getErrorMessage,
  isFetchBaseQueryError,
  sessionStarted,
  useAppDispatch,
  useLocale,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { useForm } from '@gsvmc/shared-kit/forms';
import { AuthForm, type AuthField } from './AuthLayout';
import { useChangePasswordMutation } from './passwordApi';
import { authMessages } from './messages';
import { refusal, usePasswordWords } from './passwordWords';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const form = useForm<Record<Field, string>>({ defaultValues: EMPTY });
  const [done, setDone] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const toast = useToast();
  const t = useMessages(authMessages);
  const locale = useLocale();
  const password = usePasswordWords();
  const fields: ReadonlyArray<AuthField<Field>> = [
    { name: 'currentPassword', label: t('currentPassword'), type: 'password', autoComplete: 'current-password' },
    {
      name: 'newPassword',
      label: t('newPassword'),
      type: 'password',
      autoComplete: 'new-password',
      hint: password.rules,
    },
    { name: 'confirmPassword', label: t('newPasswordAgain'), type: 'password', autoComplete: 'new-password' },
  ];

  function check(values: Record<Field, string>): string | null {
    const { currentPassword, newPassword, confirmPassword } = values;
    if (!currentPassword || !newPassword || !confirmPassword) return t('changeMissing');
    if (newPassword !== confirmPassword) return t('changeMismatch');
    if (newPassword === currentPassword) return t('changeSame');
    return password.problem(newPassword, { email: user.email, username: user.username });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setDone('');
    const problem = check(values);
    if (problem) {
      form.setError('root', { message: problem });
      return;
    }
    try {
      const { token, message } = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      // The token sent with the call is no longer valid: this session continues on the new one.
      dispatch(sessionStarted({ token, user }));
      form.reset(EMPTY);
      setDone(locale === 'en' ? message : t('changedDone'));
      toast.success(t('changed'));
    } catch (err) {
      form.setError('root', {
        message:
          isFetchBaseQueryError(err) && typeof err.status === 'number'
            ? refusal(locale, t('changeFailed'), getErrorMessage(err, '') || null)
            : t('changeUnreachable'),
      });
    }
  });

  return (
    <Section aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t('changePasswordTitle')}</h2>
      <p>{t('changePasswordNote')}</p>
      <AuthForm
        id="change-password"
        fields={fields}
        form={form}
        submitLabel={t('changeButton')}
        busyLabel={t('changing')}
        busy={isLoading}
        onSubmit={onSubmit}
      />
      {done && <Done role="status">{done}</Done>}
    </Section>
  );
}

const Section = styled.section`
  margin-top: 28px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 6px;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  p {
    margin: 0 0 14px;
  }
`;

const Done = styled.p`
  margin: 14px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.success};
`;
