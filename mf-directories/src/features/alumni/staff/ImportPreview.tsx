// The first step of an alumni import: what the file would do, before anything is written. Counts of
// rows to add, to update and skipped; the rows themselves folded under each count; each skipped row
// in words with its row number. Import runs it; Cancel drops it.
import type { AlumniImportPreview, AlumniPreviewRow } from '@gsvmc/shared-types';
import { Button, useMessages } from '@gsvmc/shared-kit';
import styled from 'styled-components';
import { columnName } from './refusedRows';
import { staffMessages } from './staff.messages';

/** Long lists are cut in the page (the counts stay exact); the import takes every row. */
const SHOWN = 200;

function Rows({ rows, updates }: { rows: AlumniPreviewRow[]; updates?: boolean }) {
  const t = useMessages(staffMessages);
  return (
    <ul>
      {rows.slice(0, SHOWN).map((r) => (
        <li key={r.row}>
          {t('previewRow', { row: r.row, name: r.fullName, year: r.graduationYear })}
          {updates && r.changes && r.changes.length > 0
            ? t('changes', { columns: r.changes.map(columnName).join(', ') })
            : ''}
        </li>
      ))}
      {rows.length > SHOWN && <li>{t('more', { n: rows.length - SHOWN })}</li>}
    </ul>
  );
}

export function ImportPreview({
  preview,
  fileName,
  busy,
  onImport,
  onCancel,
}: {
  preview: AlumniImportPreview;
  fileName: string;
  busy: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const t = useMessages(staffMessages);
  const nothing = preview.added + preview.updated === 0;
  return (
    <Box aria-labelledby="alumni-preview-title">
      <h3 id="alumni-preview-title">{t('previewHeading', { file: fileName })}</h3>
      <Counts>
        <li>{t('toAdd', { n: preview.added })}</li>
        <li>{t('toUpdate', { n: preview.updated })}</li>
        {preview.unchanged > 0 && <li>{t('upToDate', { n: preview.unchanged })}</li>}
        <li>{t('skipped', { n: preview.skipped })}</li>
      </Counts>
      {preview.toAdd.length > 0 && (
        <details>
          <summary>{t('rowsToAdd', { n: preview.toAdd.length })}</summary>
          <Rows rows={preview.toAdd} />
        </details>
      )}
      {preview.toUpdate.length > 0 && (
        <details>
          <summary>{t('rowsToUpdate', { n: preview.toUpdate.length })}</summary>
          <Rows rows={preview.toUpdate} updates />
        </details>
      )}
      {nothing && <p>{t('changesNothing')}</p>}
      <Actions>
        <Button onClick={onImport} disabled={busy || nothing}>
          {busy ? t('importing') : t('import')}
        </Button>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </Actions>
    </Box>
  );
}

const Box = styled.section`
  margin-top: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primaryLight};
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  details {
    margin: 6px 0;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ul {
    max-height: 220px;
    overflow: auto;
  }
`;

const Counts = styled.ul`
  margin: 0 0 8px;
  padding-left: 20px;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 10px;
`;
