import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { PaginationState, Row } from '@tanstack/react-table';

/**
 * Shows the page that holds the record just added, wherever the sort put it: once when a new record
 * arrives, not on every sort or page change afterwards (the staff member may page away from it).
 */
export function useNewRowHighlight<T>(
  highlightId: string | null | undefined,
  data: T[],
  sortedRows: Row<T>[],
  setPagination: Dispatch<SetStateAction<PaginationState>>,
): void {
  useEffect(() => {
    if (!highlightId) return;
    const at = sortedRows.findIndex((r) => r.id === highlightId);
    if (at >= 0) setPagination((p) => ({ ...p, pageIndex: Math.floor(at / p.pageSize) }));
    // Only the arrival of a record (a new id or new data) moves the page; the sorted rows and the
    // setter are read at that moment, so a later sort or page change leaves the page where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightId, data]);
}
