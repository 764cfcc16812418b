// The table's state: search, sorting and paging through TanStack Table, kept on a page that exists.
import { useEffect, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useNewRowHighlight } from './useNewRowHighlight';

export interface DataTableStateOptions<T> {
  data: T[];
  // TanStack's own column type; the value type differs per column, hence `any` (as its docs do).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  pageSize: number;
  initialSorting: SortingState;
  highlightId?: string | null;
}

export function useDataTableState<T>({
  data,
  columns,
  getRowId,
  pageSize,
  initialSorting,
  highlightId,
}: DataTableStateOptions<T>) {
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

  const sortedRows = table.getPrePaginationRowModel().rows;
  useNewRowHighlight(highlightId, data, sortedRows, setPagination);

  const total = sortedRows.length;
  return {
    table,
    rows: table.getRowModel().rows,
    total,
    pageIndex,
    pageCount,
    first: total === 0 ? 0 : pageIndex * pagination.pageSize + 1,
    last: Math.min(total, (pageIndex + 1) * pagination.pageSize),
    globalFilter,
    /** A new search starts on the first page of what it finds. */
    search: (query: string) => {
      setGlobalFilter(query);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    sorting,
    setSorting,
  };
}
