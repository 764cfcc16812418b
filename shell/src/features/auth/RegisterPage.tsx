// Register (SPEC.md §2.13, §8). Outside the frame. The password rules are stated under the field
// before anyone submits and checked here first; the server checks them again (with the list of common
// passwords) and its message, a sentence, is shown as the failure toast. The rules are shared-types'
// passwordProblem, the API's own (without the common-password list, which stays on the server).
import { Link, useNavigate } from 'react-router-dom';
import { PASSWORD_RULES_TEXT, PATHS, passwordProblem } from '@gsvmc/shared-types';
import { getErrorMessage, useDocumentTitle, useRegisterMutation, useToast } from '@gsvmc/shared-kit';
import { useForm } from '@gsvmc/shared-kit/forms';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';

type RegisterField = 'username' | 'email' | 'password';
const FIELDS: ReadonlyArray<AuthField<RegisterField>> = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: PASSWORD_RULES_TEXT },
];

export function RegisterPage() {
  useDocumentTitle('Register');
  const form = useForm<Record<RegisterField, string>>({ defaultValues: { username: '', email: '', password: '' } });
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async (values) => {
    const username = values.username.trim();
    const email = values.email.trim();
    const { password } = values;
    if (!username || !email || !password) {
      form.setError('root', { message: 'Please enter a username, an email and a password' });
      return;
    }
    const problem = passwordProblem(password, { email, username });
    if (problem) {
      form.setError('root', { message: problem });
      return;
    }
    try {
      await register({ username, email, password }).unwrap();
      toast.success('Registration successful! Please login.');
      navigate(PATHS.login);
    } catch (err) {
      toast.error(getErrorMessage(err, 'Registration failed'));
    }
  });

  return (
    <AuthLayout
      title="Register"
      footer={
        <>
          Already registered? <Link to={PATHS.login}>Login</Link>
        </>
      }
    >
      <AuthForm
        id="register"
        fields={FIELDS}
        form={form}
        submitLabel="Register"
        busyLabel="Registering..."
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
