// SPEC.md §2.11: five in-page tabs, the first selected. The tab list is a sidebar on wide screens
// and a stacked list on phones: vertical in both, so aria-orientation stays "vertical".
import { COLLEGE_FACTS, PATHS } from '@gsvmc/shared-types';
import { PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { Prose, SampleBadge } from '../../ui/Content';
import { inWords } from '../../ui/words';
import {
  CENTRE_PARAGRAPHS,
  COMMUNITY_PHASES,
  FOUNDER_IS_SAMPLE,
  FOUNDER_NAME,
  FOUNDER_PARAGRAPHS,
  GLANCE,
  RURAL_CENTRES_PARAGRAPHS,
} from './data';

const paragraphs = (list: string[]) => list.map((p) => <p key={p}>{p}</p>);

export const ABOUT_TABS: TabItem[] = [
  {
    id: 'founder',
    title: `${FOUNDER_NAME}: The Architect of GSVMC`,
    content: (
      <Prose>
        <h2>
          {FOUNDER_NAME}: The Architect of GSVMC {FOUNDER_IS_SAMPLE && <SampleBadge label="Sample text" />}
        </h2>
        {paragraphs(FOUNDER_PARAGRAPHS)}
      </Prose>
    ),
  },
  {
    id: 'glance',
    title: 'GSVMC at a Glance',
    content: (
      <Prose>
        <h2>GSVMC at a Glance</h2>
        {paragraphs(GLANCE.history)}
        <ul>
          {GLANCE.facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </Prose>
    ),
  },
  {
    id: 'cbme',
    title: 'Community-based Medical Education',
    content: (
      <Prose>
        <h2>Community-based Medical Education</h2>
        <p>
          Every student takes part in a {inWords(COLLEGE_FACTS.communityProgrammePhases)}-month community programme made
          of {inWords(COMMUNITY_PHASES.length)} phases of one month each:
        </p>
        <ol>
          {COMMUNITY_PHASES.map((phase) => (
            <li key={phase.name}>
              <strong>{phase.name}</strong> (one month): {phase.text}
            </li>
          ))}
        </ol>
      </Prose>
    ),
  },
  {
    id: 'cchr',
    title: 'Centre for Community Health and Research',
    content: (
      <Prose>
        <h2>Centre for Community Health and Research</h2>
        {paragraphs(CENTRE_PARAGRAPHS)}
      </Prose>
    ),
  },
  {
    id: 'rural',
    title: 'Rural Health Centres',
    content: (
      <Prose>
        <h2>Rural Health Centres</h2>
        {paragraphs(RURAL_CENTRES_PARAGRAPHS)}
      </Prose>
    ),
  },
];

export default function AboutPage() {
  useDocumentTitle('About GSVMC');
  return (
    <PageContainer>
      <PageHeader title="About GSVMC" crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'About' }]} />
      <Tabs items={ABOUT_TABS} label="About GSVMC" orientation="vertical" />
    </PageContainer>
  );
}
