// /unauthorized (SPEC.md §2.1: target for non-admins; its screen is not described, so this is ours).
import { Link } from 'react-router-dom';
import { EmptyState, PageContainer, PageHeader, useAuth, useDocumentTitle } from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';

export function UnauthorizedPage() {
  useDocumentTitle('Not authorised');
  const { isLoggedIn } = useAuth();
  return (
    <PageContainer>
      <PageHeader title="Not authorised" />
      <EmptyState>
        This area is for administrators only.{' '}
        {isLoggedIn ? (
          <>
            Go to your <Link to={PATHS.profile}>profile</Link> or the <Link to={PATHS.home}>home page</Link>.
          </>
        ) : (
          <>
            Please <Link to={PATHS.login}>log in</Link> with an administrator account, or go to the{' '}
            <Link to={PATHS.home}>home page</Link>.
          </>
        )}
      </EmptyState>
    </PageContainer>
  );
}
