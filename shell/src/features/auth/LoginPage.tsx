// Login (SPEC.md §2.13, §4, §5, §8). Outside the frame.
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { getErrorMessage, getErrorStatus, useDocumentTitle, useLoginMutation, useToast } from '@gsvmc/shared-kit';
import { useForm } from '@gsvmc/shared-kit/forms';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';
import { PATHS } from '@gsvmc/shared-types';

type LoginField = 'email' | 'password';
const FIELDS: ReadonlyArray<AuthField<LoginField>> = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export function LoginPage() {
  useDocumentTitle('Login');
  const form = useForm<Record<LoginField, string>>({ defaultValues: { email: '', password: '' } });
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    const { password } = values;
    if (!email || !password) {
      form.setError('root', { message: 'Please enter both email and password' });
      return;
    }
    try {
      // The login endpoint stores the session it returns (shared-kit's session module).
      await login({ email, password }).unwrap();
      toast.success('Login successful! Redirecting...');
      // SPEC.md §4 sends a login to /profile. Someone a guard sent here goes back where they were.
      const from = (location.state as { from?: Location } | null)?.from;
      navigate(from?.pathname ? `${from.pathname}${from.search ?? ''}` : PATHS.profile, { replace: true });
    } catch (err) {
      // Slowed down after failed attempts: say for how long (the server's sentence), not just "failed".
      toast.error(
        getErrorStatus(err) === 429
          ? getErrorMessage(err, 'Too many login attempts. Please try again later.')
          : 'Login failed. Please try again.',
      );
    }
  });

  return (
    <AuthLayout
      title="Login"
      footer={
        <>
          No account yet? <Link to={PATHS.register}>Register</Link>
        </>
      }
    >
      <AuthForm
        id="login"
        fields={FIELDS}
        form={form}
        submitLabel="Login"
        busyLabel="Logging in..."
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
