// The page a one-time reset link opens (/reset-password?token=...). An admin issues the link on the
// users page and passes it on, since the site sends no e-mail: here its owner chooses a password.
// Outside the frame, like login and register. The rules are stated under the field and checked here
// first; the server checks them again (with the common-password list) and uses the link once.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '@gsvmc/shared-types';
import {
  getErrorMessage,
  isFetchBaseQueryError,
  Spinner,
  useDocumentTitle,
  useLocale,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { useForm } from '@gsvmc/shared-kit/forms';
import { AuthForm, AuthLayout, type AuthField } from './AuthLayout';
import { useGetResetLinkQuery, useResetPasswordMutation } from './passwordApi';
import { authMessages } from './messages';
import { refusal, usePasswordWords } from './passwordWords';
import { richMessage } from '../../app/richMessage';

type ResetField = 'password' | 'confirm';

/** When the link stops working, in the reader's time zone and the page's language and digits. */
function untilText(iso: string, locale: 'en' | 'bn'): string {
  return new Date(iso).toLocaleString(locale === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

export function ResetPasswordPage() {
  const t = useMessages(authMessages);
  const locale = useLocale();
  const password = usePasswordWords();
  useDocumentTitle(t('resetTitle'));
  const fields: ReadonlyArray<AuthField<ResetField>> = [
    {
      name: 'password',
      label: t('newPassword'),
      type: 'password',
      autoComplete: 'new-password',
      hint: password.rules,
    },
    { name: 'confirm', label: t('newPasswordAgain'), type: 'password', autoComplete: 'new-password' },
  ];
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useGetResetLinkQuery(token, { skip: token === '' });
  const [reset, { isLoading }] = useResetPasswordMutation();
  const form = useForm<Record<ResetField, string>>({ defaultValues: { password: '', confirm: '' } });
  const navigate = useNavigate();
  const toast = useToast();
  // The server's sentence in English (as before); the page's own in Bengali, with the server's reason.
  const server = (err: unknown, sentence: string) => refusal(locale, sentence, getErrorMessage(err, '') || null);

  const onSubmit = form.handleSubmit(async ({ password: chosen, confirm }) => {
    if (!chosen) return form.setError('root', { message: t('resetMissing') });
    if (chosen !== confirm) return form.setError('root', { message: t('resetMismatch') });
    const problem = password.problem(chosen, { email: link.data?.email, username: link.data?.username });
    if (problem) return form.setError('root', { message: problem });
    try {
      const { message } = await reset({ token, password: chosen }).unwrap();
      toast.success(locale === 'en' ? message : t('resetDone'));
      navigate(PATHS.login);
    } catch (err) {
      form.setError('root', { message: server(err, t('resetFailed')) });
    }
  });

  const footer = <Link to={PATHS.login}>{t('backToLogin')}</Link>;
  if (token === '' || (link.isError && isFetchBaseQueryError(link.error) && link.error.status === 410))
    return (
      <AuthLayout title={t('resetTitle')} footer={footer}>
        <p role="alert">{token === '' ? t('resetNoToken') : server(link.error, t('resetLinkInvalid'))}</p>
      </AuthLayout>
    );
  if (link.isError)
    return (
      <AuthLayout title={t('resetTitle')} footer={footer}>
        <p role="alert">{server(link.error, t('resetLinkUnchecked'))}</p>
      </AuthLayout>
    );
  if (!link.data) return <Spinner label={t('checkingLink')} />;
  return (
    <AuthLayout title={t('resetTitle')} footer={footer}>
      <p>
        {richMessage(t('resetFor'), {
          email: <strong>{link.data.email}</strong>,
          until: untilText(link.data.expiresAt, locale),
        })}
      </p>
      <AuthForm
        id="reset"
        fields={fields}
        form={form}
        submitLabel={t('setPassword')}
        busyLabel={t('saving')}
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthLayout>
  );
}
