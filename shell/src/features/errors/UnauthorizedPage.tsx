// /unauthorized (SPEC.md §2.1: target for non-admins; its screen is not described, so this is ours).
import { Link } from 'react-router-dom';
import { EmptyState, PageContainer, PageHeader, useAuth, useDocumentTitle } from '@gsvmc/shared-kit';

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
            Go to your <Link to="/profile">profile</Link> or the <Link to="/">home page</Link>.
          </>
        ) : (
          <>
            Please <Link to="/login">log in</Link> with an administrator account, or go to the{' '}
            <Link to="/">home page</Link>.
          </>
        )}
      </EmptyState>
    </PageContainer>
  );
}
