// Register (SPEC.md §2.13, §8). Outside the frame. The password rules are stated under the field
// before anyone submits and checked here first; the server checks them again (with the list of common
// passwords) and its message, a sentence, is shown as the failure toast.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PASSWORD_RULES_TEXT } from '@gsvmc/shared-types';
import { getErrorMessage, useDocumentTitle, useRegisterMutation, useToast } from '@gsvmc/shared-kit';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';
import { newPasswordProblem } from './passwordRules';

type RegisterField = 'username' | 'email' | 'password';
const FIELDS: ReadonlyArray<AuthField<RegisterField>> = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: PASSWORD_RULES_TEXT },
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
    const problem = newPasswordProblem(password, { email, username });
    if (problem) {
      setError(problem);
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
