// SPEC.md §2.9.
import styled from 'styled-components';
import { PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { InfoCard, CardGrid, Section } from '../../ui/Content';
import { DepartmentDirectory } from './components/DepartmentDirectory';
import { DEPARTMENT_NAV, OVERVIEW } from './data';
import { PATHS } from '@gsvmc/shared-types';

export default function DepartmentsPage() {
  useDocumentTitle('Academic Departments');
  return (
    <PageContainer>
      <PageHeader
        title="Academic Departments"
        crumbs={[
          { label: 'Home', to: PATHS.home },
          { label: 'Academics', to: PATHS.academics },
          { label: 'Departments' },
        ]}
      />
      <Layout>
        <DepartmentDirectory items={DEPARTMENT_NAV} />
        <Section title="Overview" id="departments-overview">
          <CardGrid $min={300}>
            {OVERVIEW.map((o) => (
              <InfoCard key={o.title}>
                <h3>{o.title}</h3>
                <p>{o.text}</p>
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
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
