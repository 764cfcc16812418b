// Change password on /profile (issue 9): the rules are stated before submitting, every refusal is a
// sentence next to the form, and the new token the server answers replaces this session's (the
// server has ended every other session of the account).
import { useState } from 'react';
import styled from 'styled-components';
import { PASSWORD_RULES_TEXT, passwordProblem, type User } from '@gsvmc/shared-types';
import { getErrorMessage, isFetchBaseQueryError, sessionStarted, useAppDispatch, useToast } from '@gsvmc/shared-kit';
import { useForm } from '@gsvmc/shared-kit/forms';
import { AuthForm, type AuthField } from './AuthLayout';
import { useChangePasswordMutation } from './passwordApi';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: ReadonlyArray<AuthField<Field>> = [
  { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: PASSWORD_RULES_TEXT,
  },
  { name: 'confirmPassword', label: 'New password again', type: 'password', autoComplete: 'new-password' },
];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const form = useForm<Record<Field, string>>({ defaultValues: EMPTY });
  const [done, setDone] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const toast = useToast();

  function check(values: Record<Field, string>): string | null {
    const { currentPassword, newPassword, confirmPassword } = values;
    if (!currentPassword || !newPassword || !confirmPassword)
      return 'Please enter your current password and your new password twice.';
    if (newPassword !== confirmPassword) return 'The two new passwords are not the same.';
    if (newPassword === currentPassword) return 'Your new password must be different from your current password.';
    return passwordProblem(newPassword, { email: user.email, username: user.username });
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
      setDone(message);
      toast.success('Password changed');
    } catch (err) {
      form.setError('root', {
        message:
          isFetchBaseQueryError(err) && typeof err.status === 'number'
            ? getErrorMessage(err, 'Your password could not be changed. Please try again.')
            : 'Your password could not be changed: the server could not be reached. Please try again.',
      });
    }
  });

  return (
    <Section aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change password</h2>
      <p>Changing your password signs you out on every other device and browser.</p>
      <AuthForm
        id="change-password"
        fields={FIELDS}
        form={form}
        submitLabel="Change password"
        busyLabel="Changing password..."
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
