// Every publication of the journal, newest first, a page at a time and filterable by category
// ("View All Publications" on SPEC.md §2.12's journal page). The page and category live in the address
// (`?page=2&category=Dentistry`), so a filtered page can be shared, and the server renders it: the
// filter is a plain GET form and the pages are links, which work with JavaScript off too. On a Bengali
// page the form's action carries the router's `/bn` basename (useHref), so the filter stays in Bengali.
import { useId, type FormEvent } from 'react';
import { Link, useHref, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AsyncView,
  Button,
  PageContainer,
  PageHeader,
  useAdoptedChoice,
  useDocumentTitle,
  useGetJournalPublicationsQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { JOURNAL_PAGE_SIZE, PATHS } from '@gsvmc/shared-types';
import { uiMessages } from '../../ui/messages';
import { PublicationCard } from './components/PublicationCard';
import { journalMessages } from './messages';

/** The address of a page of the list, with the category kept. */
function pageHref(page: number, category: string | undefined): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${PATHS.journalPublications}${query ? `?${query}` : ''}`;
}

export default function JournalPublicationsPage() {
  const t = useMessages(journalMessages);
  const ui = useMessages(uiMessages);
  // Categories are English records: on a Bengali page they are marked so.
  const lang = useLocale() === 'en' ? undefined : 'en';
  const action = useHref(PATHS.journalPublications);
  useDocumentTitle(t('allPublications'));
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const category = params.get('category')?.trim() || undefined;
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const query = useGetJournalPublicationsQuery({
    limit: JOURNAL_PAGE_SIZE,
    offset: (page - 1) * JOURNAL_PAGE_SIZE,
    category,
  });
  const categories = query.data?.categories ?? [];

  const choose = (value: string) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (value) next.set('category', value);
      return next;
    });
  // A category chosen in the server's page before the script ran is kept and applied, not reset.
  const categoryField = useAdoptedChoice<HTMLSelectElement>(category ?? '', choose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    categoryField.choose(String(new FormData(event.currentTarget).get('category') ?? ''));
  };

  return (
    <PageContainer>
      <PageHeader
        title={t('allPublications')}
        crumbs={[
          { label: ui('home'), to: PATHS.home },
          { label: t('journal'), to: PATHS.journal },
          { label: t('allPublications') },
        ]}
      />
      <Filter method="get" action={action} onSubmit={submit}>
        <label htmlFor={`${ids}-category`}>{t('category')}</label>
        <select
          ref={categoryField.ref}
          id={`${ids}-category`}
          name="category"
          value={categoryField.value}
          onChange={(e) => categoryField.choose(e.target.value)}
        >
          <option value="">{t('allCategories')}</option>
          {/* A category no publication has any more (an old link) stays choosable, so the select shows it. */}
          {[...new Set([...categories, ...(category ? [category] : [])])].sort().map((c) => (
            <option key={c} value={c} lang={lang}>
              {c}
            </option>
          ))}
        </select>
        <Button type="submit" $variant="secondary">
          {t('show')}
        </Button>
      </Filter>
      <AsyncView
        query={query}
        loading={t('loading')}
        error={t('failed')}
        errorDetail={t('failedDetail')}
        empty={
          page > 1 ? (
            <>
              {t('noSuchPage', { page })} <Link to={pageHref(1, category)}>{t('firstPage')}</Link>
            </>
          ) : category ? (
            <>
              {t('noneInCategory', { category })} <Link to={PATHS.journalPublications}>{t('showAllCategories')}</Link>
            </>
          ) : (
            t('noPublications')
          )
        }
        isEmpty={(d) => d.data.length === 0}
      >
        {(d) => {
          // The pager speaks of the page on screen: while the next page loads, the query still holds
          // the last answer, so its number comes from that answer's offset, not from the address.
          const shown = Math.floor(d.offset / JOURNAL_PAGE_SIZE) + 1;
          const pages = Math.max(1, Math.ceil(d.total / JOURNAL_PAGE_SIZE));
          return (
            <>
              <List aria-label={category ? t('publicationsIn', { category }) : t('publications')}>
                {d.data.map((p) => (
                  <li key={p._id}>
                    <PublicationCard p={p} headingLevel={2} />
                  </li>
                ))}
              </List>
              <Pager aria-label={t('pages')}>
                {shown > 1 ? <Link to={pageHref(shown - 1, category)}>{t('previous')}</Link> : <span />}
                <span role="status">{t('pageOf', { page: shown, pages, total: d.total })}</span>
                {shown < pages ? <Link to={pageHref(shown + 1, category)}>{t('next')}</Link> : <span />}
              </Pager>
            </>
          );
        }}
      </AsyncView>
    </PageContainer>
  );
}

const Filter = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 20px;
  label {
    font-weight: 600;
  }
  select {
    min-height: 44px;
    min-width: min(260px, 100%);
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    /* White as every other filter's select, not the browser's grey button face. */
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    font: inherit;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;
