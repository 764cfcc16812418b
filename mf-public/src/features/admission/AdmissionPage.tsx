// SPEC.md §2.12 Admission. The old "Apply Now" did nothing; here it opens the notice board, where
// the college publishes admission circulars and application instructions (see README "Decisions").
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { CardGrid, InfoCard, Prose } from '../../ui/Content';
import { FOREIGN_DOCUMENTS, FOREIGN_RULES, LOCAL_RULES } from './data';
import { PATHS } from '@gsvmc/shared-types';

export default function AdmissionPage() {
  useDocumentTitle('Admission');
  return (
    <PageContainer>
      <PageHeader
        title="Admission"
        crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Admission' }]}
        actions={<ApplyLink to={PATHS.notice}>Apply Now</ApplyLink>}
      />
      <Prose>
        <p>
          Admission circulars, dates and application instructions are published on the{' '}
          <Link to={PATHS.notice}>notice board</Link>. For questions,{' '}
          <Link to={PATHS.contact}>contact the admissions office</Link>.
        </p>
      </Prose>
      <CardGrid $min={300}>
        <InfoCard>
          <h2>Local Students</h2>
          <ul>
            {LOCAL_RULES.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard>
          <h2>Foreign Students</h2>
          <ul>
            {FOREIGN_RULES.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <h3>Documents to submit</h3>
          <ul>
            {FOREIGN_DOCUMENTS.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </InfoCard>
      </CardGrid>
    </PageContainer>
  );
}

const ApplyLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 22px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryDark};
  }
`;
