// SPEC.md §2.12 Facilities: four cards.
import styled from 'styled-components';
import { PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { InfoCard } from '../../ui/Content';
import { FACILITIES } from './data';
import { PATHS } from '@gsvmc/shared-types';

export default function FacilitiesPage() {
  useDocumentTitle('Facilities');
  return (
    <PageContainer>
      <PageHeader title="Facilities" crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Facilities' }]} />
      <Grid>
        {FACILITIES.map((f) => (
          <li key={f.name}>
            <FacilityCard>
              <h2>{f.name}</h2>
              {f.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </FacilityCard>
          </li>
        ))}
      </Grid>
    </PageContainer>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const FacilityCard = styled(InfoCard)`
  height: 100%;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;
