// The wide layout: a table whose column headers sort, the first cell naming the row.
import { flexRender, type Table as TanStackTable } from '@tanstack/react-table';
import { BodyRow, New, SortButton, Table, TableBox } from './DataTable.styles';
import { openOnKey, type RowView } from './rowView';

interface Props<T> extends RowView<T> {
  table: TanStackTable<T>;
  hasActions: boolean;
}

export function DataTableGrid<T>({
  label,
  rows,
  highlightId,
  rowName,
  onOpen,
  actionsOf,
  t,
  table,
  hasActions,
}: Props<T>) {
  return (
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
              {hasActions && (
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
                onKeyDown={(e) => openOnKey(e, row, onOpen)}
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
                {hasActions && <td className="actions">{actionsOf(row)}</td>}
              </BodyRow>
            );
          })}
        </tbody>
      </Table>
    </TableBox>
  );
}
