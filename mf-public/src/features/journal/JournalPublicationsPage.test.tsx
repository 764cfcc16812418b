import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { journalApi, makeStore } from '@gsvmc/shared-kit';
import { JOURNAL_PAGE_SIZE } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { serverThenHydrate } from '@gsvmc/shared-kit/test/serverPage';
import { journalRoutes, makePublications } from '../../../test/journalRoutes';
import JournalPublicationsPage from './JournalPublicationsPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const routes = (
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
  </Routes>
);

function renderAt(route: string) {
  return renderWithProviders(routes, { route });
}

/** What the page's own style rules (not the browser's) set `property` of `element` to, '' for nothing. */
function declared(element: Element, property: string): string {
  let value = '';
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules))
      if (rule instanceof CSSStyleRule && element.matches(rule.selectorText))
        value = rule.style.getPropertyValue(property) || value;
  return value;
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
    // Drawn white as the other filters' selects are (it showed the browser's grey button face).
    expect(declared(screen.getByLabelText('Category'), 'background')).toBe('#ffffff');
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

  it('applies a category chosen in the server’s page before the script ran, not only shows it', async () => {
    // The server's page, drawn from the store the browser's script starts with.
    const store = makeStore();
    await store.dispatch(
      journalApi.endpoints.getJournalPublications.initiate({
        limit: JOURNAL_PAGE_SIZE,
        offset: 0,
        category: undefined,
      }),
    );
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = await serverThenHydrate({
      store,
      route: '/journal/publications',
      path: '/journal/publications',
      Page: JournalPublicationsPage,
      container,
      before: (page) => {
        expect(within(page).getByText('Page 1 of 3 · 23 publications')).toBeInTheDocument();
        // The visitor picks Dentistry before the page has hydrated.
        page.querySelector('select')!.value = 'Dentistry';
      },
    });
    expect(await screen.findByText('Page 1 of 1 · 8 publications')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Publications in Dentistry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('Dentistry');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/journal/publications?category=Dentistry',
    );
    await act(async () => root.unmount());
    container.remove();
  });
});
