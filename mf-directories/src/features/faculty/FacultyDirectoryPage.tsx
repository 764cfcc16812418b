// Faculty directory (SPEC.md §2.6): grouped by department with counts, ranked within each,
// searchable and filterable with both kept in the URL (?q=...&department=...) so a view can be shared.
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Field, Filters, NoMatches } from '../../components/FilterBar';
import { DEPARTMENTS } from '@gsvmc/shared-types';
import {
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  useDocumentTitle,
  useGetFacultyQuery,
} from '@gsvmc/shared-kit';
import { groupByDepartment, matchesSearch } from './facultyOrder';
import { FacultyCard } from './components/FacultyCard';

export default function FacultyDirectoryPage() {
  useDocumentTitle('Faculty Directory');
  const { data, isLoading, isFetching, isError, refetch } = useGetFacultyQuery();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const department = params.get('department') ?? '';
  const ids = useId();

  const update = (key: 'q' | 'department', value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      // Typing should not fill the history with one entry per key stroke.
      { replace: true },
    );
  };

  const groups = useMemo(() => {
    const all = data ?? [];
    return groupByDepartment(
      all.filter((m) => (!department || m.department === department) && matchesSearch(m, query)),
    );
  }, [data, department, query]);
  // The first picture on the page is its largest image above the fold: fetched first (issue 10).
  const firstWithPicture = groups.flatMap((g) => g.members).find((m) => m.facultyPicture);

  // Departments that have faculty but are not in the fixed list still get an option.
  const departmentOptions = useMemo(() => {
    const extra = [...new Set((data ?? []).map((m) => m.department))].filter(
      (d) => d && !(DEPARTMENTS as readonly string[]).includes(d),
    );
    return [...DEPARTMENTS, ...extra.sort()];
  }, [data]);

  let body;
  if (!data && (isLoading || isFetching)) body = <Spinner label="Loading faculty..." />;
  else if (isError) body = <ErrorState message="Failed to load faculty data" onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) body = <EmptyState>No faculty records found</EmptyState>;
  else if (groups.length === 0) body = <NoMatches what="faculty" onClear={() => setParams({}, { replace: true })} />;
  else
    body = groups.map((group) => {
      const headingId = `${ids}-${group.department.replace(/\W+/g, '-')}`;
      return (
        <Group key={group.department} aria-labelledby={headingId}>
          <h2 id={headingId}>
            {group.department} ({group.members.length})
          </h2>
          <Grid>
            {group.members.map((member) => (
              <FacultyCard key={member._id} member={member} priority={member === firstWithPicture} />
            ))}
          </Grid>
        </Group>
      );
    });

  return (
    <PageContainer>
      <PageHeader title="Faculty Directory" crumbs={[{ label: 'Home', to: '/' }, { label: 'Faculties' }]} />
      <Filters role="search" onSubmit={(e) => e.preventDefault()}>
        <Field>
          <label htmlFor={`${ids}-q`}>Search faculty</label>
          <input
            id={`${ids}-q`}
            type="search"
            value={query}
            placeholder="Name, designation or degree"
            onChange={(e) => update('q', e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${ids}-dept`}>Department</label>
          <select id={`${ids}-dept`} value={department} onChange={(e) => update('department', e.target.value)}>
            <option value="">All departments</option>
            {/* A department only present in the URL stays selectable, so the select never lies. */}
            {department && !departmentOptions.includes(department) && <option value={department}>{department}</option>}
            {departmentOptions.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </Field>
      </Filters>
      {body}
    </PageContainer>
  );
}

const Group = styled.section`
  margin-bottom: 32px;
  h2 {
    margin: 0 0 12px;
    padding-bottom: 6px;
    border-bottom: 2px solid ${({ theme }) => theme.color.primaryLight};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

/** 2 columns on phones up to 5 on wide screens (SPEC.md §9). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 640px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 16px;
  }
  @media (min-width: 1180px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;
