// Import history (/admin/alumniImports): every alumni import as a batch, with who ran it and what it
// did; Undo import removes exactly what that batch added and puts back what it changed. Imports are
// previewed and run on the alumni page (Manage Alumni).
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS, type AlumniImportBatch, type ImportEditedSinceError } from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  PageHeader,
  getErrorStatus,
  useConfirm,
  bengaliDigits,
  useDocumentTitle,
  useLocale,
  useMessages,
  useToast,
  type Locale,
} from '@gsvmc/shared-kit';
import { formatCollegeDateTime, CollegeZoneNote } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { importMessages } from './messages';
import { DataTable, type ColumnDef } from '@gsvmc/shared-kit/table';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useGetAlumniImportsQuery, useUndoAlumniImportMutation } from './importsApi';

type T = (key: 'batchName', values: { file: string | null; when: string }) => string;
const nameOf = (t: T, locale: Locale) => (b: AlumniImportBatch) =>
  t('batchName', { file: b.fileName ?? null, when: formatCollegeDateTime(b.createdAt, locale) });

/** How many names the question lists before it says "and N more". */
const NAMED = 10;

/** The records an undo was refused for (edited after the import), or undefined for any other failure. */
function editedSince(error: unknown): ImportEditedSinceError['edited'] | undefined {
  if (getErrorStatus(error) !== 409) return undefined;
  const data = (error as { data?: Partial<ImportEditedSinceError> }).data;
  return data?.code === 'IMPORT_EDITED_SINCE' && Array.isArray(data.edited) && data.edited.length > 0
    ? data.edited
    : undefined;
}

const count = (n: number, locale: Locale) => (locale === 'bn' ? bengaliDigits(n) : String(n));

export default function AlumniImportsPage() {
  const t = useMessages(importMessages);
  const errorText = useErrorText();
  const locale = useLocale();
  const name = nameOf(t, locale);
  useDocumentTitle(t('pageTitle'));
  const imports = useGetAlumniImportsQuery();
  const [undo] = useUndoAlumniImportMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onUndo = async (batch: AlumniImportBatch) => {
    const ok = await confirm(t('undoQuestion', { name: name(batch), added: batch.added, updated: batch.updated }), {
      confirmLabel: t('undoImport'),
      title: t('undoImport'),
    });
    if (!ok) return;
    setBusyId(batch._id);
    try {
      const { message } = await undo({ id: batch._id }).unwrap();
      toast.success(message);
    } catch (error) {
      const edited = editedSince(error);
      if (!edited) {
        toast.error(errorText(error, t('undoFailed')));
        return;
      }
      // Records were edited after the import: nothing was undone. The clerk chooses, knowing which.
      const names = edited.slice(0, NAMED).map((r) => r.fullName);
      const rest = await confirm(
        t('editedSince', { count: edited.length, names: names.join(', '), more: edited.length - names.length }),
        { title: t('editedSinceTitle'), confirmLabel: t('undoRest'), cancelLabel: t('keepEverything') },
      );
      if (!rest) {
        toast.success(t('keptEverything'));
        return;
      }
      try {
        const { message } = await undo({ id: batch._id, keepEdited: true }).unwrap();
        toast.success(message);
      } catch (again) {
        toast.error(errorText(again, t('undoFailed')));
      }
    } finally {
      setBusyId(null);
    }
  };

  const columns = useMemo<ColumnDef<AlumniImportBatch, string | number>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('imported'),
        accessorFn: (b) => b.createdAt,
        cell: (c) => formatCollegeDateTime(String(c.getValue()), locale),
        enableGlobalFilter: false,
      },
      { id: 'fileName', header: t('file'), accessorFn: (b) => b.fileName ?? '—' },
      { id: 'actor', header: t('by'), accessorFn: (b) => b.actorEmail ?? t('theSystem') },
      // Sorted as numbers, written in the portal's digits.
      {
        id: 'added',
        header: t('added'),
        accessorFn: (b) => b.added,
        cell: (c) => count(Number(c.getValue()), locale),
        enableGlobalFilter: false,
      },
      {
        id: 'updated',
        header: t('updated'),
        accessorFn: (b) => b.updated,
        cell: (c) => count(Number(c.getValue()), locale),
        enableGlobalFilter: false,
      },
      {
        id: 'skipped',
        header: t('skipped'),
        accessorFn: (b) => b.skipped,
        cell: (c) => count(Number(c.getValue()), locale),
        enableGlobalFilter: false,
      },
      {
        id: 'state',
        header: t('state'),
        accessorFn: (b) =>
          b.undoneAt
            ? t('undoneBy', { when: formatCollegeDateTime(b.undoneAt, locale), who: b.undoneByEmail ?? t('theSystem') })
            : t('inEffect'),
      },
    ],
    [t, locale],
  );

  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <CollegeZoneNote />
      <Intro>
        {t('introBefore')} <strong>{t('undoImport')}</strong> {t('introUndo')}{' '}
        <Link to={PATHS.adminAlumni}>{t('manageAlumni')}</Link>.
      </Intro>
      <AsyncView query={imports} loading={t('loading')} error={t('loadFailed')} empty={t('empty')}>
        {(batches) => (
          <DataTable
            locale={locale}
            label={t('pageTitle')}
            data={batches}
            columns={columns}
            getRowId={(b) => b._id}
            rowName={name}
            searchPlaceholder={t('searchPlaceholder')}
            initialSorting={[{ id: 'createdAt', desc: true }]}
            sortLabels={{ createdAt: [t('oldestFirst'), t('newestFirst')] }}
            renderActions={(batch) =>
              batch.undoneAt ? (
                <Done>{t('undone')}</Done>
              ) : (
                <Button $small $variant="secondary" disabled={busyId === batch._id} onClick={() => void onUndo(batch)}>
                  {busyId === batch._id ? t('undoing') : t('undoImport')}
                  <VisuallyHidden> {name(batch)}</VisuallyHidden>
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
