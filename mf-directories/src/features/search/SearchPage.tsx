// /search?q=…: the site search the header's box opens. Hits grouped by kind, the college's pages
// first (titled by page and section, with a snippet), each linking to its page (a notice to its own
// page, where its text is); the query lives in the URL, so a search can be shared or reloaded.
// The Bengali page (/bn/search) asks the API for Bengali first (lang=bn) and names departments and
// designations in Bengali; a title in the other language than the page's is marked with its own.
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { departmentName, designationName, type SearchHit, type SearchKind } from '@gsvmc/shared-types';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  bengaliDigits,
  phoneTapTarget,
  useDocumentTitle,
  useLocale,
  useMessages,
  useTypedDraft,
  type Locale,
} from '@gsvmc/shared-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Field } from '../../components/FilterBar';
import { commonMessages } from '../../components/common.messages';
import { langAttr, scriptOf } from '../../components/textLang';
import { useSearchSiteQuery } from './searchApi';
import { searchMessages } from './messages';
import { PATHS, toPath } from '@gsvmc/shared-types';

const SECTIONS = [
  { kind: 'page', heading: 'sectionPages' },
  { kind: 'notice', heading: 'sectionNotices' },
  { kind: 'faculty', heading: 'sectionFaculty' },
  { kind: 'department', heading: 'sectionDepartments' },
  { kind: 'alumni', heading: 'sectionAlumni' },
] as const satisfies ReadonlyArray<{ kind: SearchKind; heading: keyof (typeof searchMessages)['en'] }>;

/**
 * A hit's title and detail as the page shows them. On the Bengali page a department is named in
 * Bengali (whether or not the API already did), a faculty member's "designation, department" line
 * too, and the figures of a Bengali line (a notice's "ভর্তি · 2026-11-20") take Bengali digits.
 */
export function localHit(hit: SearchHit, locale: Locale): { title: string; detail: string } {
  const detail = hit.detail ?? '';
  if (locale === 'en') return { title: hit.title, detail };
  switch (hit.kind) {
    case 'department':
      return { title: departmentName(hit.title, 'bn'), detail: detail && departmentName(detail, 'bn') };
    case 'faculty':
      return {
        title: hit.title,
        detail: detail
          .split(', ')
          .map((part) => departmentName(designationName(part, 'bn'), 'bn'))
          .join(', '),
      };
    default:
      return { title: hit.title, detail: scriptOf(detail) === 'bn' ? bengaliDigits(detail) : detail };
  }
}

/**
 * The most characters the API searches for (its `q`): the box takes no more, but an address typed or
 * shared may hold more, which the page says rather than asking for what would be refused.
 */
const QUERY_MAX = 200;

export default function SearchPage() {
  const t = useMessages(searchMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // Words typed before hydration are kept; a new search replaces them.
  const { ref: box, value: draft, setDraft } = useTypedDraft(q);
  const ids = useId();

  const lang = locale === 'bn' ? 'bn' : undefined;
  const tooLong = [...q].length > QUERY_MAX;
  const { data, isFetching, isError, refetch, originalArgs } = useSearchSiteQuery(
    q && !tooLong ? { q, lang } : skipToken,
  );
  const askedNow = originalArgs?.q === q && originalArgs.lang === lang;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  }

  // A new query shows the spinner rather than the previous query's hits.
  const current = data && askedNow ? data : undefined;
  const total = current ? SECTIONS.reduce((n, s) => n + (current.results[s.kind]?.length ?? 0), 0) : 0;

  let body;
  if (!q) body = <EmptyState>{t('prompt')}</EmptyState>;
  else if (tooLong) body = <EmptyState>{t('tooLong', { max: QUERY_MAX })}</EmptyState>;
  else if (isError && !isFetching)
    body = (
      <ErrorState
        message={t('failed')}
        detail={tc('checkConnection')}
        retryLabel={tc('retry')}
        onRetry={() => void refetch()}
      />
    );
  else if (!current || (isFetching && !askedNow)) body = <Spinner label={t('searching')} />;
  else if (total === 0) body = <EmptyState>{t('noResults', { q })}</EmptyState>;
  else
    body = (
      <>
        <Summary role="status">
          {current.approximate ? t('approximate', { q, n: total }) : t('results', { q, n: total })}
        </Summary>
        {SECTIONS.map(({ kind, heading: headingKey }) => {
          const hits = current.results[kind] ?? [];
          if (hits.length === 0) return null;
          const heading = t(headingKey);
          return (
            <Group key={kind} aria-labelledby={`${ids}-${kind}`}>
              <h2 id={`${ids}-${kind}`}>{t('sectionHeading', { heading, n: hits.length })}</h2>
              <List aria-label={heading}>
                {hits.map((hit) => (
                  <Hit key={`${hit.kind}-${hit.id}`} hit={hit} />
                ))}
              </List>
            </Group>
          );
        })}
      </>
    );

  return (
    <PageContainer>
      <PageHeader title={t('title')} crumbs={[{ label: tc('home'), to: PATHS.home }, { label: t('title') }]} />
      {/* A GET form to this page: Enter searches before the script runs and with JavaScript off too. */}
      <Form role="search" aria-label={t('form')} method="get" onSubmit={onSubmit}>
        <Field>
          <label htmlFor={`${ids}-q`}>{t('label')}</label>
          <input
            ref={box}
            id={`${ids}-q`}
            name="q"
            type="search"
            value={draft}
            maxLength={QUERY_MAX}
            onChange={(e) => setDraft(e.target.value)}
          />
        </Field>
        <Button type="submit">{t('submit')}</Button>
      </Form>
      {body}
    </PageContainer>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  const locale = useLocale();
  const { title, detail } = localHit(hit, locale);
  const titleText = <span lang={langAttr(title, locale)}>{title}</span>;
  if (hit.kind === 'page') return <PageHit hit={hit} />;
  return (
    <Item as="li">
      {/* A react-router Link: under /bn the router's basename keeps the hit's page in Bengali. A notice
          leads to its own page (its text, and the PDF beside it), whatever file the hit names. */}
      <Link to={hit.kind === 'notice' ? toPath('noticeDetail', { id: hit.id }) : hit.url}>{titleText}</Link>
      {detail && <Detail lang={langAttr(detail, locale)}>{detail}</Detail>}
    </Item>
  );
}

/** A page of the site: "Page › Section", the words around the match, and the page's address. */
function PageHit({ hit }: { hit: SearchHit }) {
  const t = useMessages(searchMessages);
  const locale = useLocale();
  const snippet = hit.snippet ?? '';
  return (
    <Item as="li">
      <Link to={hit.url}>
        {/* One box inside the link, so its words wrap and keep their spaces when the link is a flex box. */}
        <span>
          <span lang={langAttr(hit.title, locale)}>{hit.title}</span>
          {hit.section && (
            <>
              <Separator aria-hidden="true"> › </Separator>
              <span className="visually-hidden">{t('sectionOf')}</span>
              <span lang={langAttr(hit.section, locale)}>{hit.section}</span>
            </>
          )}
        </span>
      </Link>
      {snippet && <Detail lang={langAttr(snippet, locale)}>{snippet}</Detail>}
    </Item>
  );
}

const Separator = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-weight: 400;
`;

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 20px;
  > div {
    flex: 1 1 auto;
  }
`;

const Summary = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.muted};
`;

const Group = styled.section`
  margin-bottom: 24px;
  h2 {
    margin: 0 0 10px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  padding: 12px 16px;
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
    ${phoneTapTarget}
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Detail = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.92rem;
`;
