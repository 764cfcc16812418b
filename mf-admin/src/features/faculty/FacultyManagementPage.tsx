// "Faculty Management Dashboard" (SPEC.md §2.15): the add form, then the "Faculty Directory" table, where
// the member just added is highlighted.
import { useState } from 'react';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  useDocumentTitle,
  useGetFacultyQuery,
  useMessages,
} from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { commonMessages } from '../../lib/messages';
import { facultyMessages } from './messages';
import { Panel } from '../../components/form';
import { AddFacultyForm } from './components/AddFacultyForm';
import { FacultyTable } from './components/FacultyTable';

export default function FacultyManagementPage() {
  const t = useMessages(facultyMessages);
  const errorText = useErrorText();
  const tc = useMessages(commonMessages);
  useDocumentTitle(t('pageTitle'));
  const { data, isLoading, error, refetch, isFetching } = useGetFacultyQuery();
  const [addedId, setAddedId] = useState<string | null>(null);

  return (
    <Page>
      <PageHeader title={t('pageTitle')} />
      <Panel aria-labelledby="add-faculty-heading">
        <h2 id="add-faculty-heading">{t('addHeading')}</h2>
        <AddFacultyForm onAdded={setAddedId} />
      </Panel>
      <Panel aria-labelledby="faculty-directory-heading" aria-busy={isFetching || undefined}>
        <h2 id="faculty-directory-heading">{t('directory')}</h2>
        {isLoading ? (
          <Spinner label={t('loading')} />
        ) : error ? (
          <ErrorState
            message={t('loadFailed')}
            detail={errorText(error, '') || undefined}
            onRetry={() => void refetch()}
            retryLabel={tc('retry')}
          />
        ) : !data || data.length === 0 ? (
          <EmptyState>{t('noneFound')}</EmptyState>
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
