// The trash (/admin/trash): deleted notices, photos, faculty members and alumni records, each kept
// with its files for TRASH_DAYS days. Restore (any staff) brings one back exactly as it was; Purge
// (admins only, so an editor never sees it) removes it and its files for good.
import { useMemo, useState } from 'react';
import { TRASH_DAYS, TRASH_ENTITY_LABELS, type TrashItem } from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  PageHeader,
  getErrorMessage,
  useAuth,
  useConfirm,
  useDocumentTitle,
  useToast,
} from '@gsvmc/shared-kit';
import { DataTable, type ColumnDef } from '@gsvmc/shared-kit/table';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDateTime } from '../../lib/dates';
import { useGetTrashQuery, usePurgeTrashItemMutation, useRestoreTrashItemMutation } from './trashApi';

export default function TrashPage() {
  useDocumentTitle('Trash');
  const { isAdmin } = useAuth();
  const trash = useGetTrashQuery();
  const [restore] = useRestoreTrashItemMutation();
  const [purge] = usePurgeTrashItemMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onRestore = async (item: TrashItem) => {
    setBusyId(item._id);
    try {
      const { message } = await restore(item).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(getErrorMessage(error, `Could not restore “${item.label}”`));
    } finally {
      setBusyId(null);
    }
  };

  const onPurge = async (item: TrashItem) => {
    const ok = await confirm(
      `Purge “${item.label}” for good? It and its files are deleted now and cannot be restored.`,
      { confirmLabel: 'Purge', title: 'Purge from the trash' },
    );
    if (!ok) return;
    setBusyId(item._id);
    try {
      const { message } = await purge(item._id).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(getErrorMessage(error, `Could not purge “${item.label}”`));
    } finally {
      setBusyId(null);
    }
  };

  const columns = useMemo<ColumnDef<TrashItem, string>[]>(
    () => [
      { id: 'label', header: 'Item', accessorFn: (i) => i.label, sortingFn: 'alphanumeric' },
      { id: 'entity', header: 'Kind', accessorFn: (i) => TRASH_ENTITY_LABELS[i.entity] },
      {
        id: 'deletedAt',
        header: 'Deleted',
        accessorFn: (i) => i.deletedAt,
        cell: (c) => formatDateTime(c.getValue()),
        enableGlobalFilter: false,
      },
      { id: 'deletedBy', header: 'By', accessorFn: (i) => i.deletedByEmail ?? 'the system' },
      {
        id: 'purgeAfter',
        header: 'Purged after',
        accessorFn: (i) => i.purgeAfter,
        cell: (c) => formatDateTime(c.getValue()),
        enableGlobalFilter: false,
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader title="Trash" />
      <Intro>
        Deleted notices, photos, faculty members and alumni records stay here, with their files, for {TRASH_DAYS} days.
        Restore puts one back exactly as it was, everywhere it was shown.
        {isAdmin ? ' Purge deletes it for good.' : ''}
      </Intro>
      <AsyncView
        query={trash}
        loading="Loading the trash..."
        error="Failed to load the trash"
        empty="The trash is empty."
      >
        {(items) => (
          <DataTable
            label="Deleted items"
            data={items}
            columns={columns}
            getRowId={(i) => i._id}
            rowName={(i) => i.label}
            searchPlaceholder="Name or kind"
            initialSorting={[{ id: 'deletedAt', desc: true }]}
            sortLabels={{ deletedAt: ['oldest first', 'newest first'], purgeAfter: ['soonest first', 'latest first'] }}
            renderActions={(item) => (
              <Actions>
                <Button $small disabled={busyId === item._id} onClick={() => void onRestore(item)}>
                  Restore<VisuallyHidden> {item.label}</VisuallyHidden>
                </Button>
                {isAdmin && (
                  <Button $small $variant="danger" disabled={busyId === item._id} onClick={() => void onPurge(item)}>
                    Purge<VisuallyHidden> {item.label}</VisuallyHidden>
                  </Button>
                )}
              </Actions>
            )}
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
