// Import history (/admin/alumniImports): every alumni import as a batch, with who ran it and what it
// did; Undo import removes exactly what that batch added and puts back what it changed. Imports are
// previewed and run on the alumni page (Manage Alumni).
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS, type AlumniImportBatch } from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  PageHeader,
  getErrorMessage,
  useConfirm,
  useDocumentTitle,
  useToast,
} from '@gsvmc/shared-kit';
import { DataTable, type ColumnDef } from '@gsvmc/shared-kit/table';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDateTime } from '../../lib/dates';
import { useGetAlumniImportsQuery, useUndoAlumniImportMutation } from './importsApi';

const nameOf = (b: AlumniImportBatch) => `${b.fileName ?? 'Import'} of ${formatDateTime(b.createdAt)}`;

export default function AlumniImportsPage() {
  useDocumentTitle('Alumni imports');
  const imports = useGetAlumniImportsQuery();
  const [undo] = useUndoAlumniImportMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onUndo = async (batch: AlumniImportBatch) => {
    const ok = await confirm(
      `Undo the import “${nameOf(batch)}”? The ${batch.added} record(s) it added are removed and the ${batch.updated} record(s) it changed go back to what they were.`,
      { confirmLabel: 'Undo import', title: 'Undo import' },
    );
    if (!ok) return;
    setBusyId(batch._id);
    try {
      const { message } = await undo(batch._id).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(getErrorMessage(error, 'The import could not be undone'));
    } finally {
      setBusyId(null);
    }
  };

  const columns = useMemo<ColumnDef<AlumniImportBatch, string | number>[]>(
    () => [
      {
        id: 'createdAt',
        header: 'Imported',
        accessorFn: (b) => b.createdAt,
        cell: (c) => formatDateTime(String(c.getValue())),
        enableGlobalFilter: false,
      },
      { id: 'fileName', header: 'File', accessorFn: (b) => b.fileName ?? '—' },
      { id: 'actor', header: 'By', accessorFn: (b) => b.actorEmail ?? 'the system' },
      { id: 'added', header: 'Added', accessorFn: (b) => b.added, enableGlobalFilter: false },
      { id: 'updated', header: 'Updated', accessorFn: (b) => b.updated, enableGlobalFilter: false },
      { id: 'skipped', header: 'Skipped', accessorFn: (b) => b.skipped, enableGlobalFilter: false },
      {
        id: 'state',
        header: 'State',
        accessorFn: (b) =>
          b.undoneAt ? `Undone ${formatDateTime(b.undoneAt)} by ${b.undoneByEmail ?? 'the system'}` : 'In effect',
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader title="Alumni imports" />
      <Intro>
        Each spreadsheet import is listed here. <strong>Undo import</strong> removes the records it added and puts back
        the ones it changed. To import a file, preview it first on <Link to={PATHS.adminAlumni}>Manage Alumni</Link>.
      </Intro>
      <AsyncView
        query={imports}
        loading="Loading the import history..."
        error="Failed to load the import history"
        empty="No alumni have been imported yet."
      >
        {(batches) => (
          <DataTable
            label="Alumni imports"
            data={batches}
            columns={columns}
            getRowId={(b) => b._id}
            rowName={nameOf}
            searchPlaceholder="File or person"
            initialSorting={[{ id: 'createdAt', desc: true }]}
            sortLabels={{ createdAt: ['oldest first', 'newest first'] }}
            renderActions={(batch) =>
              batch.undoneAt ? (
                <Done>Undone</Done>
              ) : (
                <Button $small $variant="secondary" disabled={busyId === batch._id} onClick={() => void onUndo(batch)}>
                  {busyId === batch._id ? 'Undoing...' : 'Undo import'}
                  <VisuallyHidden> {nameOf(batch)}</VisuallyHidden>
                </Button>
              )
            }
          />
        )}
      </AsyncView>
    </>
  );
}

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.color.muted};
  max-width: 70ch;
`;

const Done = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;
