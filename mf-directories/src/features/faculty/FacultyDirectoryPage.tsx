// Faculty directory (SPEC.md §2.6): grouped by department with counts, ranked within each,
// searchable and filterable with both kept in the URL (?q=...&department=...) so a view can be shared.
// In Bengali the departments, designations and counts are Bengali; the URL keeps the English
// department name, so a shared filter works in both languages.
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { ApplyButton, Field, Filters, NoMatches } from '../../components/FilterBar';
import { useAddressFilters } from '../../components/useAddressFilters';
import { DEPARTMENTS, PATHS, departmentName } from '@gsvmc/shared-types';
import {
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  formatNumber,
  useAdoptedChoice,
  useDocumentTitle,
  useGetFacultyQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { commonMessages } from '../../components/common.messages';
import { directoryMessages } from './directory.messages';
import { groupByDepartment, matchesSearch } from './facultyOrder';
import { FacultyCard } from './components/FacultyCard';

export default function FacultyDirectoryPage() {
  const t = useMessages(directoryMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  useDocumentTitle(t('title'));
  // groupByDepartment files a member without a department under 'Other'.
  const nameOf = (department: string) =>
    department === 'Other' ? t('otherDepartment') : departmentName(department, locale);
  const { data, isLoading, isFetching, isError, refetch } = useGetFacultyQuery();
  // Both filters in the address; two changes in one turn (both adopted at hydration) both kept.
  const [params, update] = useAddressFilters();
  const query = params.get('q') ?? '';
  const department = params.get('department') ?? '';
  const ids = useId();

  // Words typed or a department chosen in the server's page before the script ran are kept.
  const queryField = useAdoptedChoice<HTMLInputElement>(query, (typed) => update({ q: typed }));
  const departmentField = useAdoptedChoice<HTMLSelectElement>(department, (chosen) => update({ department: chosen }));

  const groups = useMemo(() => {
    const all = data ?? [];
    return groupByDepartment(
      all.filter((m) => (!department || m.department === department) && matchesSearch(m, query)),
    );
  }, [data, department, query]);
  // The first picture on the page is its largest image above the fold: fetched first.
  const firstWithPicture = groups.flatMap((g) => g.members).find((m) => m.facultyPicture);

  // Departments that have faculty but are not in the fixed list still get an option.
  const departmentOptions = useMemo(() => {
    const extra = [...new Set((data ?? []).map((m) => m.department))].filter(
      (d) => d && !(DEPARTMENTS as readonly string[]).includes(d),
    );
    return [...DEPARTMENTS, ...extra.sort()];
  }, [data]);

  let body;
  if (!data && (isLoading || isFetching)) body = <Spinner label={t('loading')} />;
  else if (isError)
    body = <ErrorState message={t('loadFailed')} retryLabel={tc('retry')} onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) body = <EmptyState>{t('empty')}</EmptyState>;
  else if (groups.length === 0) body = <NoMatches what="faculty" />;
  else
    body = (
      <Board>
        {groups.map((group) => {
          const headingId = `${ids}-${group.department.replace(/\W+/g, '-')}`;
          return (
            <Group key={group.department} aria-labelledby={headingId} $n={group.members.length}>
              <h2 id={headingId}>
                {nameOf(group.department)} ({formatNumber(group.members.length, locale)})
              </h2>
              <Grid $n={group.members.length}>
                {group.members.map((member) => (
                  <FacultyCard key={member._id} member={member} priority={member === firstWithPicture} />
                ))}
              </Grid>
            </Group>
          );
        })}
      </Board>
    );

  return (
    <PageContainer>
      <PageHeader title={t('title')} crumbs={[{ label: tc('home'), to: PATHS.home }, { label: t('crumb') }]} />
      {/* A GET form the server renders: Enter and Search work before the script runs and without it;
          with it, the list follows each key stroke and Enter changes nothing more. */}
      <Filters role="search" method="get" onSubmit={(e) => e.preventDefault()}>
        <Field>
          <label htmlFor={`${ids}-q`}>{t('searchLabel')}</label>
          <input
            ref={queryField.ref}
            id={`${ids}-q`}
            name="q"
            type="search"
            value={queryField.value}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => queryField.choose(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${ids}-dept`}>{t('department')}</label>
          <select
            ref={departmentField.ref}
            id={`${ids}-dept`}
            name="department"
            value={departmentField.value}
            onChange={(e) => departmentField.choose(e.target.value)}
          >
            <option value="">{t('allDepartments')}</option>
            {/* A department only present in the URL stays selectable, so the select never lies. */}
            {department && !departmentOptions.includes(department) && (
              <option value={department}>{departmentName(department, locale)}</option>
            )}
            {departmentOptions.map((d) => (
              <option key={d} value={d}>
                {departmentName(d, locale)}
              </option>
            ))}
          </select>
        </Field>
        <ApplyButton label="search" />
      </Filters>
      {body}
    </PageContainer>
  );
}

/**
 * Card columns by width: 2 on phones up to 5 on wide screens (SPEC.md §9). From 640 px the department
 * groups share rows: a group takes as many columns as it has members, so small departments sit side by
 * side instead of leaving most of the width empty, in the list's order. Headings
 * and card rows line up across neighbouring groups through a row subgrid.
 */
const COLUMNS: ReadonlyArray<[minWidth: number, columns: number]> = [
  [0, 2],
  [640, 3],
  [900, 4],
  [1180, 5],
];
const PACK_FROM = 640;

const Board = styled.div`
  @media (min-width: ${PACK_FROM}px) {
    display: grid;
    column-gap: 16px;
    ${COLUMNS.filter(([w]) => w >= PACK_FROM)
      .map(([w, cols]) => `@media (min-width: ${w}px) { grid-template-columns: repeat(${cols}, minmax(0, 1fr)); }`)
      .join('\n')}
  }
`;

const Group = styled.section<{ $n: number }>`
  margin-bottom: 32px;
  min-width: 0;
  h2 {
    margin: 0 0 12px;
    padding-bottom: 6px;
    border-bottom: 2px solid ${({ theme }) => theme.color.primaryLight};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  @media (min-width: ${PACK_FROM}px) {
    display: grid;
    grid-row: span 2;
    grid-template-rows: subgrid;
    align-content: start;
    h2 {
      align-self: end;
    }
    ${({ $n }) =>
      COLUMNS.filter(([w]) => w >= PACK_FROM)
        .map(([w, cols]) => `@media (min-width: ${w}px) { grid-column: span ${Math.min($n, cols)}; }`)
        .join('\n')}
  }
`;

const Grid = styled.ul<{ $n: number }>`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $n }) =>
    COLUMNS.map(
      ([w, cols]) =>
        `@media (min-width: ${w}px) { grid-template-columns: repeat(${w >= PACK_FROM ? Math.min($n, cols) : cols}, minmax(0, 1fr)); }`,
    ).join('\n')}
  @media (min-width: ${PACK_FROM}px) {
    gap: 16px;
  }
`;
