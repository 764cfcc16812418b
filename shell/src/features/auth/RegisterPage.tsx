// Register (SPEC.md §2.13, §8). Outside the frame. The password rules are stated under the field
// before anyone submits and checked here first; the server checks them again (with the list of common
// passwords) and its message, a sentence, is shown as the failure toast. The rules are shared-types'
// passwordProblem, the API's own (without the common-password list, which stays on the server).
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '@gsvmc/shared-types';
import {
  getErrorMessage,
  useDocumentTitle,
  useLocale,
  useMessages,
  useRegisterMutation,
  useToast,
} from '@gsvmc/shared-kit';
import { useForm } from '@gsvmc/shared-kit/forms';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';
import { authMessages } from './messages';
import { refusal, usePasswordWords } from './passwordWords';
import { richMessage } from '../../app/richMessage';

type RegisterField = 'username' | 'email' | 'password';

export function RegisterPage() {
  const t = useMessages(authMessages);
  const locale = useLocale();
  const password = usePasswordWords();
  useDocumentTitle(t('registerTitle'));
  const fields: ReadonlyArray<AuthField<RegisterField>> = [
    { name: 'username', label: t('username'), autoComplete: 'username' },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
    {
      name: 'password',
      label: t('password'),
      type: 'password',
      autoComplete: 'new-password',
      hint: password.rules,
    },
  ];
  const form = useForm<Record<RegisterField, string>>({ defaultValues: { username: '', email: '', password: '' } });
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async (values) => {
    const username = values.username.trim();
    const email = values.email.trim();
    if (!username || !email || !values.password) {
      form.setError('root', { message: t('registerMissing') });
      return;
    }
    const problem = password.problem(values.password, { email, username });
    if (problem) {
      form.setError('root', { message: problem });
      return;
    }
    try {
      await register({ username, email, password: values.password }).unwrap();
      toast.success(t('registerSuccess'));
      navigate(PATHS.login);
    } catch (err) {
      toast.error(refusal(locale, t('registerFailed'), getErrorMessage(err, '') || null));
    }
  });

  return (
    <AuthLayout
      title={t('registerTitle')}
      footer={richMessage(t('alreadyRegistered'), { login: <Link to={PATHS.login}>{t('loginLink')}</Link> })}
    >
      <AuthForm
        id="register"
        fields={fields}
        form={form}
        submitLabel={t('registerButton')}
        busyLabel={t('registering')}
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
