import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AsyncView, type AsyncQuery } from './AsyncView';

const base: AsyncQuery<string[]> = { isLoading: false, isFetching: false, isError: false, refetch: () => undefined };

function view(query: AsyncQuery<string[]>) {
  return renderWithProviders(
    <AsyncView query={query} loading="Loading photos..." error="Failed to fetch photos." empty="No photos yet.">
      {(items) => (
        <ul aria-label="Photos">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </AsyncView>,
  );
}

describe('AsyncView', () => {
  it('shows the loading status while nothing has arrived', () => {
    view({ ...base, isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos...');
  });

  it('shows the error with a Retry that refetches', async () => {
    const refetch = jest.fn();
    view({ ...base, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch photos.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner again, not the old error, while a retry runs', () => {
    view({ ...base, isError: true, isFetching: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty message for an empty answer', () => {
    view({ ...base, data: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No photos yet.');
  });

  it('renders the data', () => {
    view({ ...base, data: ['Library', 'Campus'] });
    expect(screen.getByRole('list', { name: 'Photos' })).toHaveTextContent('LibraryCampus');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
