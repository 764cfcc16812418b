// Any unknown path, inside the frame (issue 3).
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <PageContainer>
      <PageHeader title="Page not found" />
      <EmptyState>
        There is no page at <code>{pathname}</code>. Try the <Link to={PATHS.home}>home page</Link> or the menu above.
      </EmptyState>
    </PageContainer>
  );
}
