// Alumni directory (SPEC.md §2.8). Also shown by mf-admin at /admin/alumniUpload, where the admin
// controls appear; they show whenever useAuth().isAdmin, and the server enforces the role too.
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Field, Filters, NoMatches } from '../../components/FilterBar';
import type { Alumni } from '@gsvmc/shared-types';
import {
  Button,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  getErrorMessage,
  useAuth,
  useConfirm,
  useDocumentTitle,
  useIsMobile,
  useToast,
} from '@gsvmc/shared-kit';
import { useDeleteAlumniMutation, useGetAlumniQuery } from './alumniApi';
import { graduationYears, groupByMajor, matchesAlumniSearch } from './alumniFormat';
import { AlumniTable } from './components/AlumniTable';
import { AlumniMobileList } from './components/AlumniMobileList';
import { AlumniAdminTools } from './components/AlumniAdminTools';
import { EditAlumniModal } from './components/EditAlumniModal';

export default function AlumniDirectoryPage() {
  useDocumentTitle('Alumni Directory');
  const { isAdmin } = useAuth();
  const isMobile = useIsMobile();
  const { data, isLoading, isFetching, isError, refetch } = useGetAlumniQuery();
  const [deleteAlumni] = useDeleteAlumniMutation();
  const confirm = useConfirm();
  const toast = useToast();
  // A site-search hit links here as /alumniTable?q=<name> (issue 14): the search starts from it.
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [year, setYear] = useState('');
  const [editing, setEditing] = useState<Alumni | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const ids = useId();

  const years = useMemo(() => graduationYears(data ?? []), [data]);
  const groups = useMemo(
    () =>
      groupByMajor(
        (data ?? []).filter((a) => (!year || String(a.graduationYear) === year) && matchesAlumniSearch(a, query)),
      ),
    [data, query, year],
  );

  const onDelete = async (a: Alumni) => {
    setActionError(null);
    if (!(await confirm(`Are you sure you want to delete the record of ${a.fullName}?`))) return;
    try {
      await deleteAlumni(a._id).unwrap();
      toast.success('Alumni record deleted');
    } catch (err) {
      // SPEC.md only logged this failure; the admin needs to see it (issue 5).
      setActionError(getErrorMessage(err, 'Failed to delete alumni record'));
    }
  };

  const actions = isAdmin
    ? (a: Alumni) => (
        <RowActions>
          <Button $small $variant="secondary" onClick={() => setEditing(a)} aria-label={`Edit ${a.fullName}`}>
            Edit
          </Button>
          <Button $small $variant="danger" onClick={() => void onDelete(a)} aria-label={`Delete ${a.fullName}`}>
            Delete
          </Button>
        </RowActions>
      )
    : undefined;

  let body;
  // Also while Try Again refetches after an error: SPEC.md §4 "Try Again returns to loading".
  if (!data && (isLoading || isFetching)) body = <Spinner label="Loading alumni data..." />;
  else if (isError)
    body = <ErrorState message="Failed to fetch alumni data" retryLabel="Try Again" onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) body = <EmptyState>No alumni records found</EmptyState>;
  else if (groups.length === 0)
    body = (
      <NoMatches
        what="alumni"
        onClear={() => {
          setQuery('');
          setYear('');
        }}
      />
    );
  else
    body = groups.map((group) => {
      const headingId = `${ids}-${group.major.replace(/\W+/g, '-')}`;
      const label = `${group.major} alumni`;
      return (
        <Group key={group.major} aria-labelledby={headingId}>
          <h2 id={headingId}>
            {group.major} <Count>({group.alumni.length})</Count>
          </h2>
          {isMobile ? (
            <AlumniMobileList alumni={group.alumni} label={label} actions={actions} />
          ) : (
            <AlumniTable alumni={group.alumni} caption={label} actions={actions} />
          )}
        </Group>
      );
    });

  return (
    <PageContainer>
      <PageHeader title="Alumni Directory" crumbs={[{ label: 'Home', to: '/' }, { label: 'Alumni' }]} />
      {isAdmin && <AlumniAdminTools />}
      {data && data.length > 0 && (
        <Filters role="search" onSubmit={(e) => e.preventDefault()}>
          <Field>
            <label htmlFor={`${ids}-q`}>Search alumni</label>
            <input
              id={`${ids}-q`}
              type="search"
              placeholder="Name, company or location"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={`${ids}-year`}>Graduation year</label>
            <select id={`${ids}-year`} value={year} onChange={(e) => setYear(e.target.value)}>
              <option value="">All years</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </Field>
        </Filters>
      )}
      {actionError && <ErrorState message={actionError} onRetry={() => setActionError(null)} retryLabel="Dismiss" />}
      {body}
      {editing && <EditAlumniModal alumnus={editing} onClose={() => setEditing(null)} />}
    </PageContainer>
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

const RowActions = styled.span`
  display: inline-flex;
  gap: 6px;
`;
