// /search?q=… (issue 14): the site search the header's box opens. Hits grouped by kind, each linking
// to its page (a notice to its PDF); the query lives in the URL, so a search can be shared or reloaded.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchHit, SearchKind } from '@gsvmc/shared-types';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  fileUrl,
  useDocumentTitle,
} from '@gsvmc/shared-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Field } from '../../components/FilterBar';
import { useSearchSiteQuery } from './searchApi';
import { PATHS } from '@gsvmc/shared-types';

const SECTIONS: Array<{ kind: SearchKind; heading: string }> = [
  { kind: 'notice', heading: 'Notices' },
  { kind: 'faculty', heading: 'Faculty' },
  { kind: 'department', heading: 'Departments' },
  { kind: 'alumni', heading: 'Alumni' },
];

export default function SearchPage() {
  useDocumentTitle('Search');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(q);
  const ids = useId();
  useEffect(() => setDraft(q), [q]);

  const { data, isFetching, isError, refetch, originalArgs } = useSearchSiteQuery(q || skipToken);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  }

  // A new query shows the spinner rather than the previous query's hits.
  const current = data && originalArgs === q ? data : undefined;
  const total = current ? SECTIONS.reduce((n, s) => n + (current.results[s.kind]?.length ?? 0), 0) : 0;

  let body;
  if (!q) body = <EmptyState>Type a word to search notices, faculty, departments and alumni.</EmptyState>;
  else if (isError && !isFetching)
    body = (
      <ErrorState
        message="Search failed"
        detail="Please check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  else if (!current || (isFetching && originalArgs !== q)) body = <Spinner label="Searching..." />;
  else if (total === 0) body = <EmptyState>No results for “{q}”</EmptyState>;
  else
    body = (
      <>
        <Summary role="status">
          {current.approximate
            ? `No exact matches for “${q}”; showing ${total} close ${total === 1 ? 'match' : 'matches'}.`
            : `${total} ${total === 1 ? 'result' : 'results'} for “${q}”`}
        </Summary>
        {SECTIONS.map(({ kind, heading }) => {
          const hits = current.results[kind] ?? [];
          if (hits.length === 0) return null;
          return (
            <Group key={kind} aria-labelledby={`${ids}-${kind}`}>
              <h2 id={`${ids}-${kind}`}>
                {heading} ({hits.length})
              </h2>
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
      <PageHeader title="Search" crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Search' }]} />
      <Form role="search" aria-label="Search the site" onSubmit={onSubmit}>
        <Field>
          <label htmlFor={`${ids}-q`}>Search notices, faculty, departments and alumni</label>
          <input
            id={`${ids}-q`}
            type="search"
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
          />
        </Field>
        <Button type="submit">Search</Button>
      </Form>
      {body}
    </PageContainer>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <Item as="li">
      {hit.kind === 'notice' ? (
        <a href={fileUrl(hit.url)} target="_blank" rel="noopener noreferrer">
          {hit.title} <small>(PDF, opens in a new tab)</small>
        </a>
      ) : (
        <Link to={hit.url}>{hit.title}</Link>
      )}
      {hit.detail && <Detail>{hit.detail}</Detail>}
    </Item>
  );
}

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
