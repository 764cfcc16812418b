// The first step of an alumni import: what the file would do, before anything is written. Counts of
// rows to add, to update and skipped; the rows themselves folded under each count; each skipped row
// in words with its row number. Import runs it; Cancel drops it.
import type { AlumniImportPreview, AlumniPreviewRow } from '@gsvmc/shared-types';
import { Button } from '@gsvmc/shared-kit';
import styled from 'styled-components';
import { columnName } from '../refusedRows';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Long lists are cut in the page (the counts stay exact); the import takes every row. */
const SHOWN = 200;

function Rows({ rows, updates }: { rows: AlumniPreviewRow[]; updates?: boolean }) {
  return (
    <ul>
      {rows.slice(0, SHOWN).map((r) => (
        <li key={r.row}>
          Row {r.row}: {r.fullName} ({r.graduationYear})
          {updates && r.changes && r.changes.length > 0 ? ` — changes ${r.changes.map(columnName).join(', ')}` : ''}
        </li>
      ))}
      {rows.length > SHOWN && <li>…and {rows.length - SHOWN} more</li>}
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
  const nothing = preview.added + preview.updated === 0;
  return (
    <Box aria-labelledby="alumni-preview-title">
      <h3 id="alumni-preview-title">Preview of {fileName}: nothing is saved until you press Import</h3>
      <Counts>
        <li>{plural(preview.added, 'row to add', 'rows to add')}</li>
        <li>{plural(preview.updated, 'row to update', 'rows to update')}</li>
        {preview.unchanged > 0 && (
          <li>{plural(preview.unchanged, 'row already up to date', 'rows already up to date')}</li>
        )}
        <li>{plural(preview.skipped, 'row skipped', 'rows skipped')}</li>
      </Counts>
      {preview.toAdd.length > 0 && (
        <details>
          <summary>Rows to add ({preview.toAdd.length})</summary>
          <Rows rows={preview.toAdd} />
        </details>
      )}
      {preview.toUpdate.length > 0 && (
        <details>
          <summary>Rows to update ({preview.toUpdate.length})</summary>
          <Rows rows={preview.toUpdate} updates />
        </details>
      )}
      {nothing && <p>This file would change nothing in the directory.</p>}
      <Actions>
        <Button onClick={onImport} disabled={busy || nothing}>
          {busy ? 'Importing...' : 'Import'}
        </Button>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
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
