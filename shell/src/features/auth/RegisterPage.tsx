// Register (SPEC.md §2.13, §8). Outside the frame. Rules beyond "all three fields" are the server's;
// its message is shown as the failure toast.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage, useDocumentTitle, useRegisterMutation, useToast } from '@gsvmc/shared-kit';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';

type RegisterField = 'username' | 'email' | 'password';
const FIELDS: ReadonlyArray<AuthField<RegisterField>> = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export function RegisterPage() {
  useDocumentTitle('Register');
  const [values, setValues] = useState<Record<RegisterField, string>>({ username: '', email: '', password: '' });
  const [error, setError] = useState('');
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const username = values.username.trim();
    const email = values.email.trim();
    const { password } = values;
    if (!username || !email || !password) {
      setError('Please enter a username, an email and a password');
      return;
    }
    setError('');
    try {
      await register({ username, email, password }).unwrap();
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
      <AuthForm
        id="register"
        fields={FIELDS}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        error={error}
        submitLabel="Register"
        busyLabel="Registering..."
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
