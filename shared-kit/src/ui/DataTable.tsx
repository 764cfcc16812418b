// The one admin table (STYLE.md "one of each UI piece"): search, sortable columns and paging as admin
// staff know them from Django admin or Directus, and on a narrow container a card per row with its
// actions in view (Edit and Delete sat off the right edge of a box that gave no
// sign it scrolled). TanStack Table does the sorting, filtering and paging; the markup and styles are ours.
// This file composes the parts in ./table: the state hook, toolbar, table or cards, and pager.
import { useId, useRef, type ReactNode } from 'react';
import type { ColumnDef, Row, SortingState } from '@tanstack/react-table';
import type { Locale } from '../i18n/locale';
// The page's language when no `locale` is given, read through the kit's main entry (the shared
// singleton that holds the shell's provider), never through a relative path (this entry's own copy).
import { useLocale } from '@gsvmc/shared-kit';
import { Actions, NoMatch, Root } from './table/DataTable.styles';
import { DataTableCards } from './table/DataTableCards';
import { DataTableGrid } from './table/DataTableGrid';
import { DataTablePager } from './table/DataTablePager';
import { DataTableToolbar } from './table/DataTableToolbar';
import { useDataTableState } from './table/useDataTableState';
import { useWidth } from './table/useWidth';
import { tableWords } from './table/words';

export type { ColumnDef } from '@tanstack/react-table';

export interface DataTableProps<T> {
  /** Accessible name of the table or card list, e.g. "Faculty members". */
  label: string;
  data: T[];
  // TanStack's own column type; the value type differs per column, hence `any` (as its docs do).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** What the row is called in screen-reader labels and the card's heading ("Dr. A", "Photo B"). */
  rowName: (row: T) => string;
  /** Actions of a row (Edit, Delete): the last column of the table, the foot of a card. */
  renderActions?: (row: T) => ReactNode;
  /** Opens the row (a click on it, or Enter or Space while it has focus). */
  onOpen?: (row: T) => void;
  /** Custom card for the card layout (the photo list draws its picture); default: heading and fields. */
  renderCard?: (row: T, actions: ReactNode) => ReactNode;
  /** The record just added: highlighted, and its page is shown. */
  highlightId?: string | null;
  pageSize?: number;
  searchPlaceholder?: string;
  /** 'auto' (default): cards when the container is narrower than `cardsBelowPx`. */
  layout?: 'auto' | 'table' | 'cards';
  cardsBelowPx?: number;
  /** Columns of the card grid at its widest (1 on a phone, more as the container widens). */
  maxCardColumns?: number;
  initialSorting?: SortingState;
  /** Words of the card layout's "Sort by" choices per column, ascending then descending; default A to Z. */
  sortLabels?: Record<string, [string, string]>;
  /**
   * The language of the table's own words (search, sorting, paging); the page's when not given. This
   * entry ('@gsvmc/shared-kit/table') is a shared module of its own: the page's language is read through
   * the kit's main entry, and the portal also passes it explicitly.
   */
  locale?: Locale;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  rowName,
  renderActions,
  onOpen,
  renderCard,
  highlightId,
  pageSize = 10,
  searchPlaceholder,
  layout = 'auto',
  cardsBelowPx = 720,
  maxCardColumns = 1,
  initialSorting = [],
  sortLabels = {},
  locale: givenLocale,
}: DataTableProps<T>) {
  const ids = useId();
  const pageLocale = useLocale();
  const t = tableWords(givenLocale ?? pageLocale);
  const root = useRef<HTMLDivElement>(null);
  const width = useWidth(root);
  const cards = layout === 'cards' || (layout === 'auto' && width !== null && width < cardsBelowPx);
  const state = useDataTableState({ data, columns, getRowId, pageSize, initialSorting, highlightId });
  const { table, total, globalFilter } = state;

  const actionsOf = (row: Row<T>) =>
    renderActions ? <Actions onClick={(e) => e.stopPropagation()}>{renderActions(row.original)}</Actions> : null;
  const rowView = { label, rows: state.rows, highlightId, rowName, onOpen, actionsOf, t };

  return (
    <Root ref={root}>
      <DataTableToolbar
        ids={ids}
        t={t}
        searchPlaceholder={searchPlaceholder}
        query={globalFilter}
        onSearch={state.search}
        sortable={cards ? table.getAllLeafColumns().filter((c) => c.getCanSort()) : []}
        sortLabels={sortLabels}
        sorting={state.sorting}
        onSort={state.setSorting}
      />
      {total === 0 ? (
        <NoMatch role="status">
          {globalFilter ? t('nothingMatches', { query: globalFilter }) : t('nothingToShow')}
        </NoMatch>
      ) : cards ? (
        <DataTableCards {...rowView} maxCardColumns={maxCardColumns} renderCard={renderCard} />
      ) : (
        <DataTableGrid {...rowView} table={table} hasActions={Boolean(renderActions)} />
      )}
      {total > 0 && (
        <DataTablePager
          label={label}
          t={t}
          first={state.first}
          last={state.last}
          total={total}
          page={state.pageIndex + 1}
          pageCount={state.pageCount}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
        />
      )}
    </Root>
  );
}

/** A column of plain text, sortable and searchable: the common case. */
export function textColumn<T>(id: keyof T & string, header: string): ColumnDef<T, unknown> {
  return {
    id,
    accessorFn: (row: T) => text(row[id]),
    header,
    cell: (info) => info.getValue() as string,
    sortingFn: 'alphanumeric',
  };
}
