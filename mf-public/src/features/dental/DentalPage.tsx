// SPEC.md §2.12 Dental unit: history, admission, twelve departments, 15 faculty cards.
import styled from 'styled-components';
import { DENTAL_DEPARTMENTS } from '@gsvmc/shared-types';
import { Card, PageContainer, PageHeader, fileUrl, useDocumentTitle } from '@gsvmc/shared-kit';
import { Prose, SampleBadge, Section } from '../../ui/Content';
import { Avatar } from '../../ui/Avatar';
import { DENTAL_FACTS, DENTAL_FACULTY, type DentalFacultyCard } from './data';

function FacultyCard({ entry }: { entry: DentalFacultyCard }) {
  // Placeholders are never links: a tel: or mailto: to a made-up contact would reach a stranger.
  const phone = entry.isSample ? (
    entry.mobile
  ) : (
    <a href={`tel:${entry.mobile.replace(/[^+\d]/g, '')}`}>{entry.mobile}</a>
  );
  const email = entry.isSample ? entry.email : <a href={`mailto:${entry.email}`}>{entry.email}</a>;
  return (
    <Member>
      <Avatar name={entry.name} src={entry.image ? fileUrl(entry.image) : undefined} size={64} />
      <div>
        <h3>{entry.name}</h3>
        {entry.isSample && <SampleBadge />}
        <p>{entry.qualification}</p>
        <dl>
          <dt>Position</dt>
          <dd>{entry.position}</dd>
          <dt>Department</dt>
          <dd>{entry.department}</dd>
          <dt>Registration</dt>
          <dd>{entry.registration}</dd>
          <dt>Mobile</dt>
          <dd>{phone}</dd>
          <dt>Email</dt>
          <dd>{email}</dd>
        </dl>
      </div>
    </Member>
  );
}

export default function DentalPage() {
  useDocumentTitle('Dental Unit');
  return (
    <PageContainer>
      <PageHeader title="Dental Unit" crumbs={[{ label: 'Home', to: '/' }, { label: 'Dental Unit' }]} />
      <Section title="About the Dental Unit" id="dental-about">
        <Prose>
          <p>
            The dental college started in {DENTAL_FACTS.dentalCollegeStarted}. The dental unit of GSVMC began teaching
            with the {DENTAL_FACTS.firstSession} session.
          </p>
          <p>Admission to the dental unit is as per government rule.</p>
        </Prose>
      </Section>
      <Section title={`Departments (${DENTAL_DEPARTMENTS.length})`} id="dental-departments">
        <Departments>
          {DENTAL_DEPARTMENTS.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </Departments>
      </Section>
      <Section title="Faculty" id="dental-faculty">
        <Grid>
          {DENTAL_FACULTY.map((entry) => (
            <li key={entry.registration + entry.name}>
              <FacultyCard entry={entry} />
            </li>
          ))}
        </Grid>
      </Section>
    </PageContainer>
  );
}

const Departments = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  li {
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primaryLight};
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: 600;
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 330px), 1fr));
`;

const Member = styled(Card)`
  display: flex;
  gap: 16px;
  height: 100%;
  padding: 16px;
  > div {
    min-width: 0;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  p {
    margin: 4px 0 8px;
    color: ${({ theme }) => theme.color.muted};
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2px 10px;
    margin: 0;
    font-size: 0.9rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
