// The narrow layout: a card per row with its actions in view (in a table, Edit and Delete sat off
// the right edge of a box that gave no sign it scrolled).
import type { ReactNode } from 'react';
import { flexRender } from '@tanstack/react-table';
import { CardItem, CardList, DefaultCard, New } from './DataTable.styles';
import { headerText, openOnKey, type RowView } from './rowView';

interface Props<T> extends RowView<T> {
  maxCardColumns: number;
  renderCard?: (row: T, actions: ReactNode) => ReactNode;
}

export function DataTableCards<T>({
  label,
  rows,
  highlightId,
  rowName,
  onOpen,
  actionsOf,
  t,
  maxCardColumns,
  renderCard,
}: Props<T>) {
  return (
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
                onKeyDown={(e) => openOnKey(e, row, onOpen)}
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
                        <dt>{headerText(cell.column.columnDef.header, cell.column.id)}</dt>
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
  );
}
