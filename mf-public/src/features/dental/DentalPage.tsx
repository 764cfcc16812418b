// SPEC.md §2.12 Dental unit: history, admission, twelve departments, 15 faculty cards.
import styled from 'styled-components';
import { DENTAL_DEPARTMENTS, PATHS } from '@gsvmc/shared-types';
import { Card, PageContainer, PageHeader, fileUrl, useDocumentTitle } from '@gsvmc/shared-kit';
import { Prose, SampleBadge, Section } from '../../ui/Content';
import { Avatar } from '../../ui/Avatar';
import { DENTAL_FACTS, DENTAL_FACULTY, type DentalFacultyCard } from './data';

// Compact (issue 13, defect 7): 15 tall cards made a 6,800 px page on a phone. One short card each:
// name, position and department on a line, then the other fields as inline label-value pairs.
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
      <Avatar name={entry.name} src={entry.image ? fileUrl(entry.image) : undefined} size={40} />
      <div>
        <h3>{entry.name}</h3>
        <Role>
          <span className="visually-hidden">Position: </span>
          {entry.position}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">Department: </span>
          {entry.department}
        </Role>
        <p>{entry.qualification}</p>
        <dl>
          <div>
            <dt>Registration</dt>
            <dd>{entry.registration}</dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>{phone}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{email}</dd>
          </div>
        </dl>
      </div>
    </Member>
  );
}

export default function DentalPage() {
  useDocumentTitle('Dental Unit');
  return (
    <PageContainer>
      <PageHeader title="Dental Unit" crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Dental Unit' }]} />
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
        {/* One mark for the list rather than a badge on each card: every sample name also ends "(sample)". */}
        {DENTAL_FACULTY.some((e) => e.isSample) && (
          <SampleNote>
            <SampleBadge /> Entries marked “(sample)” stand in until the college publishes its dental faculty; their
            contact details are not real.
          </SampleNote>
        )}
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
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  li {
    display: flex;
  }
`;

const SampleNote = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Role = styled.p`
  && {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

const Member = styled(Card)`
  display: flex;
  flex: 1;
  gap: 12px;
  padding: 12px 14px;
  > div {
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  p {
    margin: 0 0 4px;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 14px;
    margin: 0;
    font-size: 0.85rem;
  }
  dl > div {
    display: flex;
    gap: 4px;
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    /* break-word: an address breaks only when it cannot fit a line of its own (issue 13, defect 5). */
    overflow-wrap: break-word;
    min-width: 0;
  }
`;
