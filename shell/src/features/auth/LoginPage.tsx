// Login (SPEC.md §2.13, §4, §5, §8). Outside the frame.
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import {
  getErrorMessage,
  getErrorStatus,
  pathInLocale,
  useDocumentTitle,
  useLocale,
  useLoginMutation,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { errorText } from '@gsvmc/shared-kit/refusals';
import { useForm } from '@gsvmc/shared-kit/forms';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';
import { isStaffRole, PATHS } from '@gsvmc/shared-types';
import { authMessages } from './messages';
import { refusal } from './passwordWords';
import { richMessage } from '../../app/richMessage';
import { pageLoads, wordsLanguageOfThisLoad } from '../../federation/words';

type LoginField = 'email' | 'password';

export function LoginPage() {
  const t = useMessages(authMessages);
  const locale = useLocale();
  useDocumentTitle(t('loginTitle'));
  const fields: ReadonlyArray<AuthField<LoginField>> = [
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
    { name: 'password', label: t('password'), type: 'password', autoComplete: 'current-password' },
  ];
  const form = useForm<Record<LoginField, string>>({ defaultValues: { email: '', password: '' } });
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    const { password } = values;
    if (!email || !password) {
      form.setError('root', { message: t('loginMissing') });
      return;
    }
    try {
      // The login endpoint stores the session it returns (shared-kit's session module).
      const { user } = await login({ email, password }).unwrap();
      toast.success(t('loginSuccess'));
      // Someone a guard sent here goes back where they were. Otherwise staff come to work: the portal's
      // dashboard of what needs attention; other accounts to their profile (SPEC.md §4).
      const from = (location.state as { from?: Location } | null)?.from;
      const home = isStaffRole(user.role) ? PATHS.admin : PATHS.profile;
      const next = from?.pathname ? `${from.pathname}${from.search ?? ''}` : home;
      // Staff signing in on a page load of one language's words get the next page by a full load, which
      // runs the portal on the whole files (federation/words.ts).
      if (isStaffRole(user.role) && wordsLanguageOfThisLoad()) pageLoads.replace(pathInLocale(next, locale));
      else navigate(next, { replace: true });
    } catch (err) {
      // Slowed down after failed attempts: say for how long (the server's sentence), not just "failed".
      // A wrong email or password says so; a disabled account gives the server's reason in the
      // page's language; only a server that did not answer gets the general sentence.
      const status = getErrorStatus(err);
      toast.error(
        status === 429
          ? refusal(locale, t('tooManyAttempts'), getErrorMessage(err, '') || null)
          : status === 401
            ? t('loginWrong')
            : status === 403
              ? errorText(err, t('loginFailed'), locale)
              : t('loginFailed'),
      );
    }
  });

  return (
    <AuthLayout
      title={t('loginTitle')}
      footer={richMessage(t('noAccount'), { register: <Link to={PATHS.register}>{t('registerLink')}</Link> })}
    >
      <AuthForm
        id="login"
        fields={fields}
        form={form}
        submitLabel={t('loginButton')}
        busyLabel={t('loggingIn')}
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
