// SPEC.md §2.9.
import styled from 'styled-components';
import { AsyncView, PageContainer, PageHeader, useDocumentTitle, useGetPageQuery } from '@gsvmc/shared-kit';
import { Blocks } from '../../ui/blocks/Blocks';
import { DepartmentDirectory } from './components/DepartmentDirectory';
import { DEPARTMENT_NAV } from './data';
import { PATHS } from '@gsvmc/shared-types';

export default function DepartmentsPage() {
  useDocumentTitle('Academic Departments');
  // The overview is the "departments" page's content, edited in the admin portal.
  const overview = useGetPageQuery('departments');
  return (
    <PageContainer>
      <PageHeader
        title={overview.data ? overview.data.content.title.en : 'Academic Departments'}
        crumbs={[
          { label: 'Home', to: PATHS.home },
          { label: 'Academics', to: PATHS.academics },
          { label: 'Departments' },
        ]}
      />
      <Layout>
        <DepartmentDirectory items={DEPARTMENT_NAV} />
        <AsyncView
          query={overview}
          loading="Loading the overview..."
          error="Failed to load the overview. Please try again later."
        >
          {(page) => <Blocks blocks={page.content.blocks} />}
        </AsyncView>
      </Layout>
    </PageContainer>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
    align-items: start;
  }
`;
