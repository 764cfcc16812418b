// Any unknown path, inside the frame (issue 3).
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <PageContainer>
      <PageHeader title="Page not found" />
      <EmptyState>
        There is no page at <code>{pathname}</code>. Try the <Link to="/">home page</Link> or the menu above.
      </EmptyState>
    </PageContainer>
  );
}
