import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { journalRoutes, makePublications } from '../../../test/journalRoutes';
import JournalPublicationsPage from './JournalPublicationsPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/journal/publications"
        element={
          <>
            <JournalPublicationsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const titles = async () =>
  (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent?.replace(/ \(.*\)$/, ''));

describe('JournalPublicationsPage', () => {
  beforeEach(() => mockFetch(journalRoutes(makePublications(23))));

  it('shows ten a page, newest first, with links to the next and previous pages', async () => {
    renderAt('/journal/publications');
    expect(await titles()).toEqual(Array.from({ length: 10 }, (_, i) => `Article ${i + 1}`));
    expect(screen.getByText('Page 1 of 3 · 23 publications')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of publications' });
    expect(within(pager).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 3 · 23 publications')).toBeInTheDocument();
    // The pager's words change with the address; the list follows once page 2 has been fetched.
    await waitFor(async () => expect((await titles())[0]).toBe('Article 11'));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/journal/publications?page=2');
  });

  it('filters by category from the address and from the select, starting again at page one', async () => {
    renderAt('/journal/publications?category=Dentistry');
    expect(await screen.findByText('Page 1 of 1 · 8 publications')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('Dentistry');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Medical Education' } });
    expect(await screen.findByText('Page 1 of 1 · 7 publications')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Publications in Medical Education' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/journal/publications?category=Medical+Education',
    );
  });

  it('offers the way back from a page past the end', async () => {
    renderAt('/journal/publications?category=Dentistry&page=4');
    expect(await screen.findByText(/There is no page 4/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByText('Page 1 of 1 · 8 publications')).toBeInTheDocument();
  });

  it('offers the way back from an empty category', async () => {
    renderAt('/journal/publications?category=Nursing');
    expect(await screen.findByText(/No publications in Nursing/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Show all categories' }));
    expect(await screen.findByText('Page 1 of 3 · 23 publications')).toBeInTheDocument();
  });
});
