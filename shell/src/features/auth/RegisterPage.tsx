// Register (SPEC.md §2.13, §8). Outside the frame. Rules beyond "all three fields" are the server's;
// its message is shown as the failure toast.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, getErrorMessage, useDocumentTitle, useRegisterMutation, useToast } from '@gsvmc/shared-kit';
import { AuthLayout, Form, FormError } from './AuthLayout';

export function RegisterPage() {
  useDocumentTitle('Register');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !email.trim() || !password) {
      setError('Please enter a username, an email and a password');
      return;
    }
    setError('');
    try {
      await register({ username: username.trim(), email: email.trim(), password }).unwrap();
      toast.success('Registration successful! Please login.');
      navigate('/login');
    } catch (err) {
      toast.error(getErrorMessage(err, 'Registration failed'));
    }
  }

  return (
    <AuthLayout
      title="Register"
      footer={
        <>
          Already registered? <Link to="/login">Login</Link>
        </>
      }
    >
      <Form onSubmit={onSubmit} noValidate>
        <label>
          Username
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label>
          Email
          <input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && <FormError role="alert">{error}</FormError>}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Registering...' : 'Register'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
