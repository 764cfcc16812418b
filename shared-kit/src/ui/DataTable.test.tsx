import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { DataTable, textColumn } from './DataTable';

interface Person {
  id: string;
  name: string;
  department: string;
}

const people: Person[] = Array.from({ length: 23 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  department: i % 2 === 0 ? 'Anatomy' : 'Physiology',
}));
const columns = [textColumn<Person>('name', 'Name'), textColumn<Person>('department', 'Department')];

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<Person>>> = {}) {
  const onOpen = jest.fn();
  const view = render(
    <ThemeProvider theme={theme}>
      <DataTable<Person>
        label="People"
        data={people}
        columns={columns}
        getRowId={(p) => p.id}
        rowName={(p) => p.name}
        onOpen={onOpen}
        renderActions={(p) => <button type="button">Delete {p.name}</button>}
        {...props}
      />
    </ThemeProvider>,
  );
  return { ...view, onOpen, user: userEvent.setup({ delay: null }) };
}

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('rowheader')
    .map((c) => c.textContent);

describe('DataTable', () => {
  it('pages the rows, 10 at a time, and says where you are', async () => {
    const { user } = renderTable();
    expect(bodyNames()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyNames()).toEqual(['Person 21', 'Person 22', 'Person 23']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by a column header, and says so to assistive technology', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()[0]).toBe('Person 23');
  });

  it('searches every column, and says when nothing matches', async () => {
    const { user } = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'physio');
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches "zzz".');
  });

  it('opens a row by click or Enter, but not when its own button is pressed', async () => {
    const { user, onOpen } = renderTable();
    await user.click(screen.getByRole('row', { name: 'Person 01, open to edit' }));
    expect(onOpen).toHaveBeenLastCalledWith(people[0]);
    await user.click(screen.getByRole('button', { name: 'Delete Person 02' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows the page of the record just added and marks it', () => {
    renderTable({ highlightId: 'p23' });
    const row = screen.getByRole('row', { name: 'Person 23, open to edit' });
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(within(row).getByText('New')).toBeInTheDocument();
  });

  it('draws a card per row, with its actions, when its container is narrow', () => {
    let report: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(cb: typeof report) {
        report = cb;
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    try {
      renderTable();
      act(() => report?.([{ contentRect: { width: 900 } }]));
      expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
      act(() => report?.([{ contentRect: { width: 500 } }]));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'People' });
      const first = within(list).getAllByRole('listitem')[0]!;
      expect(within(first).getByRole('heading', { name: 'Person 01' })).toBeInTheDocument();
      expect(within(first).getByText('Anatomy')).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: 'Delete Person 01' })).toBeInTheDocument();
      // Sorting without column headers: a Sort by choice.
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
