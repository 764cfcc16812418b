// Login (SPEC.md §2.13, §4, §5, §8). Outside the frame.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { Button, tokenStorage, useAppDispatch, useDocumentTitle, useLoginMutation, userLoaded, useToast } from '@gsvmc/shared-kit';
import { AuthLayout, Form, FormError } from './AuthLayout';

export function LoginPage() {
  useDocumentTitle('Login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please enter both email and password');
      return;
    }
    setError('');
    try {
      const { token, user } = await login({ email: email.trim(), password }).unwrap();
      tokenStorage.set(token);
      dispatch(userLoaded(user));
      toast.success('Login successful! Redirecting...');
      // SPEC.md §4 sends a login to /profile. Someone a guard sent here goes back where they were.
      const from = (location.state as { from?: Location } | null)?.from;
      navigate(from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/profile', { replace: true });
    } catch {
      toast.error('Login failed. Please try again.');
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
      <Form onSubmit={onSubmit} noValidate aria-describedby={error ? 'login-error' : undefined}>
        <label>
          Email
          <input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <FormError id="login-error" role="alert">
            {error}
          </FormError>
        )}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Logging in...' : 'Login'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
