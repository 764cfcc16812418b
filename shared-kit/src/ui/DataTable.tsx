// The one admin table (STYLE.md "one of each UI piece"): search, sortable columns and paging as admin
// staff know them from Django admin or Directus, and on a narrow container a card per row with its
// actions in view (Edit and Delete sat off the right edge of a box that gave no
// sign it scrolled). TanStack Table does the sorting, filtering and paging; the markup and styles are ours.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import styled, { css } from 'styled-components';
import { Button } from './Button';
import { translate, type MessageArgs } from '../i18n/defineMessages';
import type { Locale } from '../i18n/locale';
// The page's language when no `locale` is given, read through the kit's main entry (the shared
// singleton that holds the shell's provider), never through a relative path (this entry's own copy).
import { useLocale } from '@gsvmc/shared-kit';
import { dataTableMessages } from './DataTable.messages';

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

/** Width of an element, followed as it changes; null where ResizeObserver is missing (jsdom). */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
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
  const locale = givenLocale ?? pageLocale;
  type Words = typeof dataTableMessages.en;
  const t = <K extends keyof Words & string>(key: K, ...values: MessageArgs<Words[K]>) =>
    translate(dataTableMessages, locale, key, ...values);
  const root = useRef<HTMLDivElement>(null);
  const width = useWidth(root);
  const cards = layout === 'cards' || (layout === 'auto' && width !== null && width < cardsBelowPx);

  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });

  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    state: { globalFilter, sorting, pagination },
    onGlobalFilterChange: setGlobalFilter,
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    // Search every column that has an accessor, as a person reading the row would.
    globalFilterFn: 'includesString',
    getColumnCanGlobalFilter: () => true,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const pageCount = Math.max(1, table.getPageCount());
  const { pageIndex } = pagination;
  // A search or a deletion can leave the page past the end.
  useEffect(() => {
    if (pageIndex > pageCount - 1) setPagination((p) => ({ ...p, pageIndex: pageCount - 1 }));
  }, [pageIndex, pageCount]);

  // Show the page that holds the record just added, wherever the sort put it.
  const sortedRows = table.getPrePaginationRowModel().rows;
  useEffect(() => {
    if (!highlightId) return;
    const at = sortedRows.findIndex((r) => r.id === highlightId);
    if (at >= 0) setPagination((p) => ({ ...p, pageIndex: Math.floor(at / p.pageSize) }));
    // Only when a new record arrives, not on every sort or page change afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightId, data]);

  const rows = table.getRowModel().rows;
  const total = sortedRows.length;
  const first = total === 0 ? 0 : pageIndex * pagination.pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pagination.pageSize);
  const sortable = table.getAllLeafColumns().filter((c) => c.getCanSort());

  const onRowKey = (e: KeyboardEvent<HTMLElement>, row: Row<T>) => {
    // Only when the row itself has focus: Enter on its Delete button must not also open it.
    if (!onOpen || e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(row.original);
    }
  };

  const actionsOf = (row: Row<T>) =>
    renderActions ? <Actions onClick={(e) => e.stopPropagation()}>{renderActions(row.original)}</Actions> : null;

  const sortValue = sorting[0] ? `${sorting[0].id}:${sorting[0].desc ? 'desc' : 'asc'}` : '';

  return (
    <Root ref={root}>
      <Toolbar>
        <Search>
          <label htmlFor={`${ids}-search`}>{t('search')}</label>
          <input
            id={`${ids}-search`}
            type="search"
            placeholder={searchPlaceholder ?? t('search')}
            value={globalFilter}
            onChange={(e) => {
              setGlobalFilter(e.target.value);
              setPagination((p) => ({ ...p, pageIndex: 0 }));
            }}
          />
        </Search>
        {cards && sortable.length > 0 && (
          <Search>
            <label htmlFor={`${ids}-sort`}>{t('sortBy')}</label>
            <select
              id={`${ids}-sort`}
              value={sortValue}
              onChange={(e) => {
                const [id, dir] = e.target.value.split(':');
                setSorting(id ? [{ id, desc: dir === 'desc' }] : []);
              }}
            >
              <option value="">{t('asListed')}</option>
              {sortable.flatMap((c) => {
                const name = typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id;
                const [asc, desc] = sortLabels[c.id] ?? [t('aToZ'), t('zToA')];
                return [
                  <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
                    {name} ({asc})
                  </option>,
                  <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
                    {name} ({desc})
                  </option>,
                ];
              })}
            </select>
          </Search>
        )}
      </Toolbar>

      {total === 0 ? (
        <NoMatch role="status">
          {globalFilter ? t('nothingMatches', { query: globalFilter }) : t('nothingToShow')}
        </NoMatch>
      ) : cards ? (
        <CardList aria-label={label} $columns={maxCardColumns}>
          {rows.map((row) => {
            const highlighted = row.id === highlightId;
            const actions = actionsOf(row);
            return (
              <CardItem key={row.id} $highlight={highlighted} data-highlighted={highlighted || undefined}>
                {renderCard ? (
                  renderCard(row.original, actions)
                ) : (
                  <DefaultCard
                    tabIndex={onOpen ? 0 : undefined}
                    $clickable={Boolean(onOpen)}
                    onClick={onOpen ? () => onOpen(row.original) : undefined}
                    onKeyDown={(e) => onRowKey(e, row)}
                    aria-label={onOpen ? t('openToEdit', { name: rowName(row.original) }) : undefined}
                  >
                    <h3>
                      {rowName(row.original)}
                      {highlighted && <New> New</New>}
                    </h3>
                    <dl>
                      {row
                        .getVisibleCells()
                        .slice(1)
                        .map((cell) => (
                          <div key={cell.id}>
                            <dt>
                              {typeof cell.column.columnDef.header === 'string'
                                ? cell.column.columnDef.header
                                : cell.column.id}
                            </dt>
                            <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                          </div>
                        ))}
                    </dl>
                    {actions}
                  </DefaultCard>
                )}
              </CardItem>
            );
          })}
        </CardList>
      ) : (
        <TableBox>
          <Table aria-label={label}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                          </SortButton>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                  {renderActions && (
                    <th scope="col" className="actions">
                      {t('actions')}
                    </th>
                  )}
                </tr>
              ))}
            </thead>
            <tbody>
              {rows.map((row) => {
                const highlighted = row.id === highlightId;
                return (
                  <BodyRow
                    key={row.id}
                    tabIndex={onOpen ? 0 : undefined}
                    $clickable={Boolean(onOpen)}
                    $highlight={highlighted}
                    data-highlighted={highlighted || undefined}
                    aria-label={onOpen ? t('openToEdit', { name: rowName(row.original) }) : undefined}
                    onClick={onOpen ? () => onOpen(row.original) : undefined}
                    onKeyDown={(e) => onRowKey(e, row)}
                  >
                    {row.getVisibleCells().map((cell, i) =>
                      i === 0 ? (
                        <th key={cell.id} scope="row">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          {highlighted && <New> New</New>}
                        </th>
                      ) : (
                        <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                      ),
                    )}
                    {renderActions && <td className="actions">{actionsOf(row)}</td>}
                  </BodyRow>
                );
              })}
            </tbody>
          </Table>
        </TableBox>
      )}

      {total > 0 && (
        <Pager aria-label={t('pages', { label })}>
          <span role="status">{t('range', { first, last, total })}</span>
          {pageCount > 1 && (
            <span className="buttons">
              <Button
                $variant="secondary"
                $small
                onClick={() => table.previousPage()}
                disabled={!table.getCanPreviousPage()}
              >
                {t('previous')}
              </Button>
              <span>{t('pageOf', { page: pageIndex + 1, count: pageCount })}</span>
              <Button $variant="secondary" $small onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
                {t('next')}
              </Button>
            </span>
          )}
        </Pager>
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

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: end;
`;

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1 1 220px;
  max-width: 360px;
  label {
    font-size: 0.85rem;
    font-weight: 600;
  }
  input,
  select {
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    background: #fff;
  }
`;

const NoMatch = styled.p`
  margin: 0;
  padding: 16px;
  color: ${({ theme }) => theme.color.muted};
`;

const TableBox = styled.div`
  min-width: 0;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: break-word;
  }
  thead th {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.background};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  /* The actions take the room they need, side by side; the text columns share the rest. */
  .actions {
    width: 1%;
    white-space: nowrap;
  }
  .actions > div {
    flex-wrap: nowrap;
  }
`;

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-transform: inherit;
  letter-spacing: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const highlight = css`
  background: ${({ theme }) => theme.color.warningLight};
  box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.warning};
`;

const BodyRow = styled.tr<{ $clickable: boolean; $highlight: boolean }>`
  ${({ $clickable }) => $clickable && 'cursor: pointer;'}
  ${({ $highlight }) => $highlight && highlight}
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const New = styled.span`
  margin-left: 6px;
  padding: 1px 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.warning};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const CardList = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $columns }) => ($columns > 1 ? '200px' : '100%')}, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardItem = styled.li<{ $highlight: boolean }>`
  display: flex;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  ${({ $highlight }) => $highlight && highlight}
  > * {
    flex: 1;
    min-width: 0;
  }
`;

const DefaultCard = styled.div<{ $clickable: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 14px;
  ${({ $clickable }) => $clickable && 'cursor: pointer;'}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    font-family: ${({ theme }) => theme.font.body};
    overflow-wrap: break-word;
  }
  dl {
    display: grid;
    gap: 4px;
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: minmax(7em, auto) 1fr;
    gap: 8px;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
  .buttons {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;
