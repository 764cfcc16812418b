// The table's search box and, in the card layout (which has no column headers to click), its sort choice.
import type { Column, SortingState } from '@tanstack/react-table';
import { Search, Toolbar } from './DataTable.styles';
import { headerText } from './rowView';
import type { TableWords } from './words';

interface Props<T> {
  ids: string;
  t: TableWords;
  searchPlaceholder?: string;
  query: string;
  onSearch: (query: string) => void;
  /** Columns offered in the sort choice; none hides it. */
  sortable: Column<T, unknown>[];
  sortLabels: Record<string, [string, string]>;
  sorting: SortingState;
  onSort: (sorting: SortingState) => void;
}

export function DataTableToolbar<T>({
  ids,
  t,
  searchPlaceholder,
  query,
  onSearch,
  sortable,
  sortLabels,
  sorting,
  onSort,
}: Props<T>) {
  const sortValue = sorting[0] ? `${sorting[0].id}:${sorting[0].desc ? 'desc' : 'asc'}` : '';
  return (
    <Toolbar>
      <Search>
        <label htmlFor={`${ids}-search`}>{t('search')}</label>
        <input
          id={`${ids}-search`}
          type="search"
          placeholder={searchPlaceholder ?? t('search')}
          value={query}
          onChange={(e) => onSearch(e.target.value)}
        />
      </Search>
      {sortable.length > 0 && (
        <Search>
          <label htmlFor={`${ids}-sort`}>{t('sortBy')}</label>
          <select
            id={`${ids}-sort`}
            value={sortValue}
            onChange={(e) => {
              const [id, dir] = e.target.value.split(':');
              onSort(id ? [{ id, desc: dir === 'desc' }] : []);
            }}
          >
            <option value="">{t('asListed')}</option>
            {sortable.flatMap((c) => {
              const name = headerText(c.columnDef.header, c.id);
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
  );
}
