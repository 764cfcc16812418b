// Profile (SPEC.md §2.13, §4): username, email, joined date, Logout, and (issue 9) a form to change
// the password. A 401 or a missing token -> /login.
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  ErrorState,
  getErrorStatus,
  PageContainer,
  PageHeader,
  Spinner,
  useAuth,
  useDocumentTitle,
  useGetProfileQuery,
  useLogout,
} from '@gsvmc/shared-kit';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PATHS } from '@gsvmc/shared-types';

function joinedDate(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Dhaka' });
}

export function ProfilePage() {
  useDocumentTitle('Profile');
  const hasToken = useAuth().token !== null;
  const { data: user, error, isLoading, refetch } = useGetProfileQuery(undefined, { skip: !hasToken });
  const logout = useLogout();

  if (!hasToken || getErrorStatus(error) === 401) return <Navigate to={PATHS.login} replace />;

  return (
    <PageContainer>
      <PageHeader title="Profile" />
      {isLoading ? (
        <Spinner label="Loading profile..." />
      ) : error || !user ? (
        <ErrorState message="Failed to load your profile" detail="Please check your connection." onRetry={refetch} />
      ) : (
        <Panel>
          <Details>
            <dt>Username</dt>
            <dd>{user.username}</dd>
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Joined</dt>
            <dd>
              <time dateTime={user.createdAt}>{joinedDate(user.createdAt)}</time>
            </dd>
          </Details>
          <Button $variant="danger" onClick={() => void logout()}>
            Logout
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
