// SPEC.md §2.12 Journal: the newest publications (records the office manages in the admin portal),
// and "View All Publications", which opens the full list (paged, filterable by category).
import styled from 'styled-components';
import {
  AsyncView,
  PageContainer,
  PageHeader,
  useDocumentTitle,
  useGetJournalPublicationsQuery,
  useGetPageQuery,
} from '@gsvmc/shared-kit';
import { JOURNAL_FEATURED_COUNT, PATHS } from '@gsvmc/shared-types';
import { Section } from '../../ui/Content';
import { ButtonLink } from '../../ui/blocks/Blocks';
import { PublicationCard } from './components/PublicationCard';

export default function JournalPage() {
  useDocumentTitle('Journal');
  const page = useGetPageQuery('journal');
  const recent = useGetJournalPublicationsQuery({ limit: JOURNAL_FEATURED_COUNT, offset: 0 });

  return (
    <PageContainer>
      <PageHeader
        title={page.data ? page.data.content.title.en : 'Journal'}
        crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Journal' }]}
      />
      <Section title="Recent Publications" id="journal-recent">
        <AsyncView
          query={recent}
          loading="Loading publications..."
          error="Failed to load publications"
          errorDetail="Please check your connection and try again."
          empty="No publications yet."
          isEmpty={(d) => d.data.length === 0}
        >
          {({ data }) => (
            <Grid>
              {data.map((p) => (
                <li key={p._id}>
                  <PublicationCard p={p} />
                </li>
              ))}
            </Grid>
          )}
        </AsyncView>
      </Section>
      <ButtonLink to={PATHS.journalPublications}>View All Publications</ButtonLink>
    </PageContainer>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;
