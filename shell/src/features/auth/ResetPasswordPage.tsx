// The page a one-time reset link opens (/reset-password?token=...). An admin issues the link on the
// users page and passes it on, since the site sends no e-mail: here its owner chooses a password.
// Outside the frame, like login and register. The rules are stated under the field and checked here
// first; the server checks them again (with the common-password list) and uses the link once.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_RULES_TEXT, PATHS, passwordProblem } from '@gsvmc/shared-types';
import { getErrorMessage, isFetchBaseQueryError, Spinner, useDocumentTitle, useToast } from '@gsvmc/shared-kit';
import { useForm } from '@gsvmc/shared-kit/forms';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';
import { useGetResetLinkQuery, useResetPasswordMutation } from './passwordApi';

type ResetField = 'password' | 'confirm';
const FIELDS: ReadonlyArray<AuthField<ResetField>> = [
  {
    name: 'password',
    label: 'New password',
    type: 'password',
    autoComplete: 'new-password',
    hint: PASSWORD_RULES_TEXT,
  },
  { name: 'confirm', label: 'New password again', type: 'password', autoComplete: 'new-password' },
];

export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useGetResetLinkQuery(token, { skip: token === '' });
  const [reset, { isLoading }] = useResetPasswordMutation();
  const form = useForm<Record<ResetField, string>>({ defaultValues: { password: '', confirm: '' } });
  const navigate = useNavigate();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async ({ password, confirm }) => {
    if (!password) return form.setError('root', { message: 'Please enter a new password' });
    if (password !== confirm) return form.setError('root', { message: 'The two passwords are not the same' });
    const problem = passwordProblem(password, { email: link.data?.email, username: link.data?.username });
    if (problem) return form.setError('root', { message: problem });
    try {
      const { message } = await reset({ token, password }).unwrap();
      toast.success(message);
      navigate(PATHS.login);
    } catch (err) {
      form.setError('root', { message: getErrorMessage(err, 'The new password could not be set. Please try again.') });
    }
  });

  const footer = <Link to={PATHS.login}>Back to login</Link>;
  if (token === '' || (link.isError && isFetchBaseQueryError(link.error) && link.error.status === 410))
    return (
      <AuthLayout title="Set a new password" footer={footer}>
        <p role="alert">
          {token === ''
            ? 'This address has no reset link in it. Open the whole link you were given.'
            : getErrorMessage(link.error, 'This reset link is not valid any more.')}
        </p>
      </AuthLayout>
    );
  if (link.isError)
    return (
      <AuthLayout title="Set a new password" footer={footer}>
        <p role="alert">{getErrorMessage(link.error, 'The reset link could not be checked. Please try again.')}</p>
      </AuthLayout>
    );
  if (!link.data) return <Spinner label="Checking the link..." />;
  return (
    <AuthLayout title="Set a new password" footer={footer}>
      <p>
        For <strong>{link.data.email}</strong>. This link works once, until{' '}
        {new Date(link.data.expiresAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.
      </p>
      <AuthForm
        id="reset"
        fields={FIELDS}
        form={form}
        submitLabel="Set password"
        busyLabel="Saving..."
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
