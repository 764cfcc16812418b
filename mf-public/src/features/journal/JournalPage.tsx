// SPEC.md §2.12 Journal. The old "View All Publications" did nothing; here it reveals the complete,
// date-ordered list of publications on the page (see README "Decisions").
import { useId, useRef, useState, useEffect } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  PageContainer,
  PageHeader,
  formatDate,
  useDocumentTitle,
  useGetPageQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { SampleBadge, Section } from '../../ui/Content';
import { uiMessages } from '../../ui/messages';
import { inBothLanguages, pageTitle } from '../../ui/blocks/pageTitle';
import { Text } from '../../ui/blocks/Text';
import { journalMessages } from './messages';
import { FEATURED_COUNT, PUBLICATIONS, type JournalPublication } from './data';
import { PATHS } from '@gsvmc/shared-types';

const byNewest = (a: JournalPublication, b: JournalPublication) => b.date.localeCompare(a.date);

function PublicationCard({ p }: { p: JournalPublication }) {
  const t = useMessages(journalMessages);
  const locale = useLocale();
  // The records are English: on a Bengali page their words are marked as such.
  const lang = locale === 'en' ? undefined : 'en';
  return (
    <Item>
      <Category lang={lang}>{p.category}</Category>
      <h3 lang={lang}>{p.title}</h3>
      {p.isSample && <SampleBadge />}
      <Meta>
        <span lang={lang}>{p.author}</span>
        <time dateTime={p.date}>{formatDate(`${p.date}T00:00:00Z`, locale)}</time>
      </Meta>
      <Tags aria-label={t('tags')} lang={lang}>
        {p.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </Tags>
    </Item>
  );
}

export default function JournalPage() {
  const t = useMessages(journalMessages);
  const ui = useMessages(uiMessages);
  const locale = useLocale();
  const lang = locale === 'en' ? undefined : 'en';
  useDocumentTitle(t('journal'));
  const page = useGetPageQuery('journal');
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const allHeading = useRef<HTMLHeadingElement>(null);
  const sorted = [...PUBLICATIONS].sort(byNewest);

  // Move focus to the revealed list so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (showAll) allHeading.current?.focus();
  }, [showAll]);

  return (
    <PageContainer>
      <PageHeader
        title={
          <Text shown={pageTitle(page.data?.content.title, inBothLanguages(journalMessages, 'journal'), locale)} />
        }
        crumbs={[{ label: ui('home'), to: PATHS.home }, { label: t('journal') }]}
      />
      <Section title={t('recentPublications')} id="journal-recent">
        <Grid>
          {sorted.slice(0, FEATURED_COUNT).map((p) => (
            <li key={p.title}>
              <PublicationCard p={p} />
            </li>
          ))}
        </Grid>
      </Section>
      <Button $variant="primary" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((v) => !v)}>
        {showAll ? t('hideAll') : t('viewAll')}
      </Button>
      <div id={listId} hidden={!showAll}>
        {showAll && (
          <AllList>
            <h2 ref={allHeading} tabIndex={-1}>
              {t('allPublications', { n: sorted.length })}
            </h2>
            <ol>
              {sorted.map((p) => (
                <li key={p.title}>
                  <strong lang={lang}>{p.title}</strong> {p.isSample && <SampleBadge />}
                  <br />
                  <span lang={lang}>{p.author}</span> · {formatDate(`${p.date}T00:00:00Z`, locale)} ·{' '}
                  <span lang={lang}>
                    {p.category} · {p.tags.join(', ')}
                  </span>
                </li>
              ))}
            </ol>
          </AllList>
        )}
      </div>
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

const Item = styled(Card)`
  height: 100%;
  padding: 18px;
  h3 {
    margin: 6px 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const Category = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.accent};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 8px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 0.8rem;
    background: ${({ theme }) => theme.color.primaryLight};
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const AllList = styled.section`
  margin-top: 24px;
  h2 {
    color: ${({ theme }) => theme.color.primaryDark};
  }
  ol {
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 12px;
  }
`;
