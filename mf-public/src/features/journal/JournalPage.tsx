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
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { JOURNAL_FEATURED_COUNT, PATHS } from '@gsvmc/shared-types';
import { Section } from '../../ui/Content';
import { uiMessages } from '../../ui/messages';
import { ButtonLink } from '../../ui/blocks/Blocks';
import { inBothLanguages, pageTitle } from '../../ui/blocks/pageTitle';
import { Text } from '../../ui/blocks/Text';
import { PublicationCard } from './components/PublicationCard';
import { journalMessages, journalPageName } from './messages';

export default function JournalPage() {
  const t = useMessages(journalMessages);
  const ui = useMessages(uiMessages);
  const locale = useLocale();
  useDocumentTitle(t('journal'));
  const page = useGetPageQuery('journal');
  const recent = useGetJournalPublicationsQuery({ limit: JOURNAL_FEATURED_COUNT, offset: 0 });

  return (
    <PageContainer>
      <PageHeader
        title={
          <Text shown={pageTitle(page.data?.content.title, inBothLanguages(journalPageName, 'journal'), locale)} />
        }
        crumbs={[{ label: ui('home'), to: PATHS.home }, { label: t('journal') }]}
      />
      <Section title={t('recentPublications')} id="journal-recent">
        <AsyncView
          query={recent}
          loading={t('loading')}
          error={t('failed')}
          errorDetail={t('failedDetail')}
          empty={t('noPublications')}
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
      <ButtonLink to={PATHS.journalPublications}>{t('viewAll')}</ButtonLink>
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
