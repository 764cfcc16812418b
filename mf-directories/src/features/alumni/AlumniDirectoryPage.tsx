// Alumni directory (SPEC.md §2.8). Also shown by mf-admin at /admin/alumniUpload, where the admin
// controls appear; they show to staff (useAuth().isStaff: admin or editor), and the server enforces the role too.
// Those controls are fetched as a chunk of their own only for staff (staffTools.ts): a visitor's
// browser downloads none of their code or words.
// Paged (3,000 alumni made a 200,000 px page): 50 records a page, asked of the API with the
// search and year, so a visit never downloads every record; groups by major within the page, each
// heading with the major's count over all pages. In Bengali the words, years and counts are Bengali;
// names, degrees and majors stay as the spreadsheet gave them.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { NoMatches } from '../../components/FilterBar';
import type { Alumni } from '@gsvmc/shared-types';
import {
  EmptyState,
  ErrorState,
  MOBILE_QUERY,
  PageContainer,
  PageHeader,
  Spinner,
  formatNumber,
  useAuth,
  useDocumentTitle,
  useHydrated,
  useLocale,
  useMediaQueryOnceHydrated,
  useMessages,
} from '@gsvmc/shared-kit';
import { commonMessages } from '../../components/common.messages';
import { alumniMessages } from './messages';
import { useGetAlumniPageQuery, type AlumniPage } from './alumniApi';
import { graduationYears, groupByMajor, matchesAlumniSearch } from './alumniFormat';
import { AlumniRecords } from './components/AlumniRecords';
import { AlumniSearchForm } from './components/AlumniSearchForm';
import { StaffToolsContext, useStaffTools } from './staffTools';
import { PATHS } from '@gsvmc/shared-types';
import { AlumniPager } from './components/AlumniPager';
import { ALUMNI_QUERY_MAX, useAlumniFilters } from './useAlumniFilters';

export const ALUMNI_PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

/** What one page shows, from the API's page or, from an API that sends the whole list, computed here. */
interface PageView {
  rows: Alumni[];
  total: number;
  years: number[];
  majorCounts: Map<string, number>;
}

function viewOf(page: AlumniPage, pageNumber: number, query: string, year: string): PageView {
  if (page.paged) {
    return {
      rows: page.data,
      total: page.total,
      years: page.years,
      majorCounts: new Map(page.majors.map((m) => [m.major, m.count])),
    };
  }
  const matching = groupByMajor(
    page.data.filter((a) => (!year || String(a.graduationYear) === year) && matchesAlumniSearch(a, query)),
  );
  const ordered = matching.flatMap((g) => g.alumni);
  const start = (pageNumber - 1) * ALUMNI_PAGE_SIZE;
  return {
    rows: ordered.slice(start, start + ALUMNI_PAGE_SIZE),
    total: ordered.length,
    years: graduationYears(page.data),
    majorCounts: new Map(matching.map((g) => [g.major, g.alumni.length])),
  };
}

/** The value after it has stopped changing for `ms`: one request per pause in typing, not per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function AlumniDirectoryPage() {
  const t = useMessages(alumniMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const { isStaff } = useAuth();
  const staff = useStaffTools(isStaff);
  const tools = staff.tools;
  // Null until hydrated: the server's HTML carries both layouts and CSS picks one (AlumniRecords).
  // Its own hydration: the frame may have hydrated before this remote's boundary did.
  const hydrated = useHydrated(false);
  const isMobile = useMediaQueryOnceHydrated(MOBILE_QUERY, hydrated);
  // With the admin's Edit and Delete the table needs more room: below 1100 px (and in the admin
  // portal, beside its sidebar) each record is a card with its actions in view.
  const narrowForActions = useMediaQueryOnceHydrated('(max-width: 1099.98px)', hydrated);
  // The search and year live in the address (?q=…&year=…), so a reload or a shared link keeps them.
  const filters = useAlumniFilters();
  const { query, year } = filters;
  const [pageNumber, setPageNumber] = useState(1);
  const search = useSettled(query.trim(), SEARCH_DELAY_MS);
  // Longer words (only an address can bring them: the box takes no more) are not asked for: the API
  // would refuse them, and "Failed to fetch" with a Try Again that fails again would say nothing.
  const tooLong = [...search].length > ALUMNI_QUERY_MAX;
  const { data, isLoading, isFetching, isError, refetch } = useGetAlumniPageQuery(
    tooLong
      ? skipToken
      : { page: pageNumber, pageSize: ALUMNI_PAGE_SIZE, q: search || undefined, year: year ? Number(year) : undefined },
  );
  const [editing, setEditing] = useState<Alumni | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const ids = useId();
  const listTop = useRef<HTMLDivElement>(null);

  // A new search or year starts at the first page.
  useEffect(() => setPageNumber(1), [search, year]);

  const view = useMemo(() => (data ? viewOf(data, pageNumber, search, year) : null), [data, pageNumber, search, year]);
  const years = view?.years ?? [];
  const groups = useMemo(() => groupByMajor(view?.rows ?? []), [view]);
  const pageCount = Math.max(1, Math.ceil((view?.total ?? 0) / ALUMNI_PAGE_SIZE));
  const filtering = Boolean(search || year);
  // A deletion can leave the last page empty: step back to the new last page.
  useEffect(() => {
    if (view && pageNumber > pageCount) setPageNumber(pageCount);
  }, [view, pageNumber, pageCount]);

  const goTo = (next: number) => {
    setPageNumber(next);
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };

  const actions = tools
    ? (a: Alumni) => <tools.AlumniRowActions alumnus={a} onEdit={setEditing} onError={setActionError} />
    : undefined;
  const asList = isMobile === null ? null : isMobile || Boolean(actions && narrowForActions);

  let body;
  // Also while Try Again refetches after an error: SPEC.md §4 "Try Again returns to loading".
  if (tooLong) body = <EmptyState>{t('tooLong', { max: ALUMNI_QUERY_MAX })}</EmptyState>;
  else if (!data && (isLoading || isFetching)) body = <Spinner label={t('loading')} />;
  else if (isError)
    body = <ErrorState message={t('loadFailed')} retryLabel={t('tryAgain')} onRetry={() => void refetch()} />;
  else if (!view || (view.total === 0 && !filtering)) body = <EmptyState>{t('empty')}</EmptyState>;
  else if (view.total === 0) body = <NoMatches what="alumni" />;
  else
    body = groups.map((group) => {
      const headingId = `${ids}-${group.major.replace(/\W+/g, '-')}`;
      // groupByMajor files an alumnus without a major under 'Other'. A major is typed by staff, in
      // English: on a Bengali page it is marked so (read and drawn as English).
      const other = group.major === 'Other';
      const major = other ? t('otherMajor') : group.major;
      const label = t('majorAlumni', { major });
      const count = view.majorCounts.get(group.major) ?? group.alumni.length;
      return (
        <Group key={group.major} aria-labelledby={headingId}>
          <h2 id={headingId}>
            <span lang={!other && locale === 'bn' ? 'en' : undefined}>{major}</span>{' '}
            <Count>({formatNumber(count, locale)})</Count>
          </h2>
          <AlumniRecords alumni={group.alumni} label={label} asList={asList} actions={actions} />
        </Group>
      );
    });

  return (
    <StaffToolsContext.Provider value={tools}>
      <PageContainer>
        <PageHeader title={t('title')} crumbs={[{ label: tc('home'), to: PATHS.home }, { label: t('crumb') }]} />
        {tools && <tools.AlumniAdminTools />}
        {staff.failed && <ErrorState message={tc('checkConnection')} retryLabel={tc('retry')} onRetry={staff.retry} />}
        {((view && (view.total > 0 || filtering || years.length > 0)) || tooLong) && (
          <AlumniSearchForm filters={filters} years={years} />
        )}
        {actionError && (
          <ErrorState message={actionError} onRetry={() => setActionError(null)} retryLabel={t('dismiss')} />
        )}
        <div ref={listTop} aria-busy={isFetching || undefined}>
          {body}
        </div>
        {view && view.total > ALUMNI_PAGE_SIZE && !isError && (
          <AlumniPager
            page={pageNumber}
            pageSize={ALUMNI_PAGE_SIZE}
            pageCount={pageCount}
            total={view.total}
            onGo={goTo}
          />
        )}
        {editing && tools && <tools.EditAlumniModal alumnus={editing} onClose={() => setEditing(null)} />}
      </PageContainer>
    </StaffToolsContext.Provider>
  );
}

const Group = styled.section`
  margin-bottom: 32px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const Count = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.muted};
`;
