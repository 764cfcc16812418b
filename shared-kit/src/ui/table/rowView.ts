// What the table and the card list share about a row: its name, how it opens, its actions, its highlight.
import type { KeyboardEvent, ReactNode } from 'react';
import type { Row } from '@tanstack/react-table';
import type { TableWords } from './words';

export interface RowView<T> {
  label: string;
  rows: Row<T>[];
  highlightId?: string | null;
  rowName: (row: T) => string;
  onOpen?: (row: T) => void;
  /** The row's actions, in their box (null when the table has none). */
  actionsOf: (row: Row<T>) => ReactNode;
  t: TableWords;
}

/** Enter or Space opens the row, only when the row itself has focus: Enter on its Delete button must not also open it. */
export function openOnKey<T>(e: KeyboardEvent<HTMLElement>, row: Row<T>, onOpen?: (row: T) => void): void {
  if (!onOpen || e.target !== e.currentTarget) return;
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    onOpen(row.original);
  }
}

/** The header's text where it is one (the card's field names, the sort choices); else the column's id. */
export const headerText = (header: unknown, id: string): string => (typeof header === 'string' ? header : id);
