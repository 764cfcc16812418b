// /unauthorized (SPEC.md §2.1: target for non-admins; its screen is not described, so this is ours).
import { Link } from 'react-router-dom';
import { EmptyState, PageContainer, PageHeader, useAuth, useDocumentTitle, useMessages } from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';
import { errorMessages } from './messages';
import { richMessage } from '../../app/richMessage';

export function UnauthorizedPage() {
  const t = useMessages(errorMessages);
  useDocumentTitle(t('unauthorizedTitle'));
  const { isLoggedIn } = useAuth();
  const home = <Link to={PATHS.home}>{t('homePage')}</Link>;
  return (
    <PageContainer>
      <PageHeader title={t('unauthorizedTitle')} />
      <EmptyState>
        {t('adminsOnly')}{' '}
        {isLoggedIn
          ? richMessage(t('signedInWayOut'), { profile: <Link to={PATHS.profile}>{t('profile')}</Link>, home })
          : richMessage(t('visitorWayOut'), { login: <Link to={PATHS.login}>{t('logIn')}</Link>, home })}
      </EmptyState>
    </PageContainer>
  );
}
