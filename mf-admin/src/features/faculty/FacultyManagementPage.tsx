// "Faculty Management Dashboard" (SPEC.md §2.15): the add form, then the "Faculty Directory" table, where
// the member just added is highlighted.
import { useState } from 'react';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  getErrorMessage,
  useDocumentTitle,
  useGetFacultyQuery,
} from '@gsvmc/shared-kit';
import { Panel } from '../../components/form';
import { AddFacultyForm } from './components/AddFacultyForm';
import { FacultyTable } from './components/FacultyTable';

export default function FacultyManagementPage() {
  useDocumentTitle('Faculty Management Dashboard');
  const { data, isLoading, error, refetch, isFetching } = useGetFacultyQuery();
  const [addedId, setAddedId] = useState<string | null>(null);

  return (
    <Page>
      <PageHeader title="Faculty Management Dashboard" />
      <Panel aria-labelledby="add-faculty-heading">
        <h2 id="add-faculty-heading">Add Faculty Member</h2>
        <AddFacultyForm onAdded={setAddedId} />
      </Panel>
      <Panel aria-labelledby="faculty-directory-heading" aria-busy={isFetching || undefined}>
        <h2 id="faculty-directory-heading">Faculty Directory</h2>
        {isLoading ? (
          <Spinner label="Loading faculty..." />
        ) : error ? (
          <ErrorState
            message="Failed to load faculty data"
            detail={getErrorMessage(error, '') || undefined}
            onRetry={() => void refetch()}
          />
        ) : !data || data.length === 0 ? (
          <EmptyState>No faculty members found.</EmptyState>
        ) : (
          <FacultyTable faculty={data} highlightId={addedId} />
        )}
      </Panel>
    </Page>
  );
}

const Page = styled.div`
  max-width: 1100px;
`;
