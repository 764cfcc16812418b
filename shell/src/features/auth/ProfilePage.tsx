// Profile (SPEC.md §2.13, §4): username, email, joined date, Logout, and a form to change
// the password. A 401 or a missing token -> /login.
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  ErrorState,
  formatDate,
  getErrorStatus,
  PageContainer,
  PageHeader,
  Spinner,
  useAuth,
  useDocumentTitle,
  useGetProfileQuery,
  useLocale,
  useLogout,
  useMessages,
  type Locale,
} from '@gsvmc/shared-kit';
import { ChangePasswordForm } from './ChangePasswordForm';
import { isStaffRole, PATHS } from '@gsvmc/shared-types';
import { authMessages } from './messages';
import { portalLinkReloads } from '../../federation/words';

function joinedDate(iso: string, locale: Locale) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Bengali: "১৫ জানুয়ারি, ২০২৬", in Dhaka time as the English.
  if (locale === 'bn') return formatDate(iso, 'bn');
  return date.toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Dhaka' });
}

export function ProfilePage() {
  const t = useMessages(authMessages);
  const locale = useLocale();
  useDocumentTitle(t('profileTitle'));
  const hasToken = useAuth().token !== null;
  const { data: user, error, isLoading, refetch } = useGetProfileQuery(undefined, { skip: !hasToken });
  const logout = useLogout();

  if (!hasToken || getErrorStatus(error) === 401) return <Navigate to={PATHS.login} replace />;

  return (
    <PageContainer>
      <PageHeader title={t('profileTitle')} />
      {isLoading ? (
        <Spinner label={t('loadingProfile')} />
      ) : error || !user ? (
        <ErrorState
          message={t('profileFailed')}
          detail={t('checkConnection')}
          onRetry={refetch}
          retryLabel={t('retry')}
        />
      ) : (
        <Panel>
          <Details>
            <dt>{t('username')}</dt>
            <dd>{user.username}</dd>
            <dt>{t('email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('joined')}</dt>
            <dd>
              <time dateTime={user.createdAt}>{joinedDate(user.createdAt, locale)}</time>
            </dd>
          </Details>
          {isStaffRole(user.role) && (
            <PortalLink to={PATHS.admin} reloadDocument={portalLinkReloads()}>
              {t('toPortal')}
            </PortalLink>
          )}
          <Button $variant="danger" onClick={() => void logout()}>
            {t('logout')}
          </Button>
          <ChangePasswordForm user={user} />
        </Panel>
      )}
    </PageContainer>
  );
}

const Panel = styled(Card)`
  max-width: 560px;
  padding: 24px;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 10px 20px;
  margin: 0 0 24px;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// The way back to work for staff who open their profile; a link styled as the main button.
const PortalLink = styled(Link)`
  display: inline-block;
  margin: 0 12px 12px 0;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryDark};
  }
`;
