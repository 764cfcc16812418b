// SPEC.md §2.12 Academics: the quality assurance body and the Academic Council's members.
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { CardGrid, InfoCard, Prose, SampleBadge, Section } from '../../ui/Content';
import { COUNCIL_CHAIR, COUNCIL_MEMBERS, COUNCIL_MEMBERS_ARE_SAMPLE, QUALITY_BODIES } from './data';
import { PATHS } from '@gsvmc/shared-types';

export default function AcademicsPage() {
  useDocumentTitle('Academics');
  return (
    <PageContainer>
      <PageHeader title="Academics" crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Academics' }]} />
      <Section title="Quality Assurance" id="quality-assurance">
        <Prose>
          <p>
            Academic quality at GSVMC is assured by a body made of three parts: the Academic Council, the Academic
            Coordination Committee and the Phase Coordination Groups.
          </p>
        </Prose>
        <CardGrid>
          {QUALITY_BODIES.map((body) => (
            <InfoCard key={body.name}>
              <h3>{body.name}</h3>
              <p>{body.text}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section
        title={<>Members of the Academic Council {COUNCIL_MEMBERS_ARE_SAMPLE && <SampleBadge />}</>}
        id="council-members"
      >
        <Prose>
          <p>The Academic Council is chaired by the principal.</p>
          <ul>
            <li>
              <strong>{COUNCIL_CHAIR}</strong>
            </li>
            {COUNCIL_MEMBERS.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <p>
            See also the <Link to={PATHS.departments}>academic departments</Link>.
          </p>
        </Prose>
      </Section>
    </PageContainer>
  );
}
