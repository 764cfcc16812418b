// The trash (/admin/trash): deleted notices, photos, faculty members and alumni records, each kept
// with its files for TRASH_DAYS days. Restore (any staff) brings one back exactly as it was; Purge
// (admins only, so an editor never sees it) removes it and its files for good.
import { useMemo, useState } from 'react';
import { TRASH_DAYS, type TrashItem } from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  PageHeader,
  useAuth,
  useConfirm,
  useDocumentTitle,
  useLocale,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { RowActions } from '@gsvmc/shared-kit/staff';
import { formatCollegeDateTime, CollegeZoneNote } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { trashMessages } from './messages';

// Each kind's name in the catalog (TRASH_ENTITY_LABELS' English, with its Bengali).
const KIND_KEYS = {
  notice: 'kindNotice',
  photo: 'kindPhoto',
  faculty: 'kindFaculty',
  alumni: 'kindAlumni',
  publication: 'kindPublication',
} as const satisfies Record<TrashItem['entity'], keyof typeof trashMessages.en>;
import { DataTable, type ColumnDef } from '@gsvmc/shared-kit/table';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useGetTrashQuery, usePurgeTrashItemMutation, useRestoreTrashItemMutation } from './trashApi';

export default function TrashPage() {
  const t = useMessages(trashMessages);
  const errorText = useErrorText();
  const locale = useLocale();
  useDocumentTitle(t('pageTitle'));
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
      toast.error(errorText(error, t('restoreFailed', { label: item.label })));
    } finally {
      setBusyId(null);
    }
  };

  const onPurge = async (item: TrashItem) => {
    const ok = await confirm(t('purgeQuestion', { label: item.label }), {
      confirmLabel: t('purge'),
      title: t('purgeTitle'),
    });
    if (!ok) return;
    setBusyId(item._id);
    try {
      const { message } = await purge(item._id).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(errorText(error, t('purgeFailed', { label: item.label })));
    } finally {
      setBusyId(null);
    }
  };

  const columns = useMemo<ColumnDef<TrashItem, string>[]>(
    () => [
      { id: 'label', header: t('item'), accessorFn: (i) => i.label, sortingFn: 'alphanumeric' },
      { id: 'entity', header: t('kind'), accessorFn: (i) => t(KIND_KEYS[i.entity]) },
      {
        id: 'deletedAt',
        header: t('deleted'),
        accessorFn: (i) => i.deletedAt,
        cell: (c) => formatCollegeDateTime(c.getValue(), locale),
        enableGlobalFilter: false,
      },
      { id: 'deletedBy', header: t('by'), accessorFn: (i) => i.deletedByEmail ?? t('theSystem') },
      {
        id: 'purgeAfter',
        header: t('purgedAfter'),
        accessorFn: (i) => i.purgeAfter,
        cell: (c) => formatCollegeDateTime(c.getValue(), locale),
        enableGlobalFilter: false,
      },
    ],
    [t, locale],
  );

  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <CollegeZoneNote />
      <Intro>
        {t('intro', { days: TRASH_DAYS })}
        {isAdmin ? t('introAdmin') : ''}
      </Intro>
      <AsyncView query={trash} loading={t('loading')} error={t('loadFailed')} empty={t('empty')}>
        {(items) => (
          <DataTable
            locale={locale}
            label={t('deletedItems')}
            data={items}
            columns={columns}
            getRowId={(i) => i._id}
            rowName={(i) => i.label}
            searchPlaceholder={t('searchPlaceholder')}
            initialSorting={[{ id: 'deletedAt', desc: true }]}
            sortLabels={{
              deletedAt: [t('oldestFirst'), t('newestFirst')],
              purgeAfter: [t('soonestFirst'), t('latestFirst')],
            }}
            renderActions={(item) => (
              <RowActions
                destructive={
                  isAdmin && (
                    <Button $small $variant="danger" disabled={busyId === item._id} onClick={() => void onPurge(item)}>
                      {t('purge')}
                      <VisuallyHidden> {item.label}</VisuallyHidden>
                    </Button>
                  )
                }
              >
                <Button $small disabled={busyId === item._id} onClick={() => void onRestore(item)}>
                  {t('restore')}
                  <VisuallyHidden> {item.label}</VisuallyHidden>
                </Button>
              </RowActions>
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
