// Login (SPEC.md §2.13, §4, §5, §8). Outside the frame.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { getErrorMessage, getErrorStatus, useDocumentTitle, useLoginMutation, useToast } from '@gsvmc/shared-kit';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';

type LoginField = 'email' | 'password';
const FIELDS: ReadonlyArray<AuthField<LoginField>> = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export function LoginPage() {
  useDocumentTitle('Login');
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [error, setError] = useState('');
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = values.email.trim();
    const { password } = values;
    if (!email || !password) {
      setError('Please enter both email and password');
      return;
    }
    setError('');
    try {
      // The login endpoint stores the session it returns (shared-kit's session module).
      await login({ email, password }).unwrap();
      toast.success('Login successful! Redirecting...');
      // SPEC.md §4 sends a login to /profile. Someone a guard sent here goes back where they were.
      const from = (location.state as { from?: Location } | null)?.from;
      navigate(from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/profile', { replace: true });
    } catch (err) {
      // Slowed down after failed attempts: say for how long (the server's sentence), not just "failed".
      toast.error(
        getErrorStatus(err) === 429
          ? getErrorMessage(err, 'Too many login attempts. Please try again later.')
          : 'Login failed. Please try again.',
      );
    }
  }

  return (
    <AuthLayout
      title="Login"
      footer={
        <>
          No account yet? <Link to="/register">Register</Link>
        </>
      }
    >
      <AuthForm
        id="login"
        fields={FIELDS}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        error={error}
        submitLabel="Login"
        busyLabel="Logging in..."
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
