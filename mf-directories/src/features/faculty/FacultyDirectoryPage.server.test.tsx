// The faculty directory as the server draws it and the browser takes it over: words typed and a
// department chosen in the server's page before the script ran are both kept, applied to the list and
// put in the address (before, the second adoption rebuilt the address the router last drew, and the
// words were dropped from it and from the list while the box still showed them).
import { Suspense, act, lazy, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { KitProviders, contentApi, makeStore } from '@gsvmc/shared-kit';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import FacultyDirectoryPage from './FacultyDirectoryPage';
import { faculty } from './testData';

const people = [
  faculty({ name: 'Abdul Karim', department: 'Anatomy' }),
  faculty({ name: 'Tanvir Hasan', department: 'Physiology' }),
  faculty({ name: 'Rezaul Karim', department: 'Physiology' }),
];

let container: HTMLDivElement;
let root: Root | undefined;

/** The server's page at `route`; `before` acts on it as a visitor would before the script runs. */
async function serverPage(route: string, before: (page: HTMLElement) => void) {
  const store = makeStore();
  await store.dispatch(contentApi.endpoints.getFaculty.initiate());
  const LaterPage = lazy(async () => ({ default: FacultyDirectoryPage }));
  function Where() {
    const { pathname, search } = useLocation();
    return <output aria-label="address">{`${pathname}${search}`}</output>;
  }
  const page = (body: ReactNode) => (
    <KitProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route
            path="/facultyTable"
            element={
              <>
                <Suspense fallback={null}>{body}</Suspense>
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </KitProviders>
  );
  container.innerHTML = renderToString(page(<FacultyDirectoryPage />));
  before(container);
  await act(async () => {
    root = hydrateRoot(container, page(<LaterPage />));
  });
}

beforeEach(() => {
  mockFetch({ 'GET /faculty': () => json(people) });
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
});

describe('FacultyDirectoryPage from the server', () => {
  it('keeps and applies words typed and a department chosen before the script ran, both in the address', async () => {
    await serverPage('/facultyTable', (page) => {
      within(page).getByLabelText<HTMLInputElement>('Search faculty').value = 'karim';
      within(page).getByLabelText<HTMLSelectElement>('Department').value = 'Physiology';
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
        /^\/facultyTable\?q=karim&department=Physiology$/,
      ),
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Physiology (1)']);
    expect(screen.getByText('Rezaul Karim')).toBeInTheDocument();
    expect(screen.queryByText('Tanvir Hasan')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search faculty')).toHaveValue('karim');
    expect(screen.getByLabelText('Department')).toHaveValue('Physiology');
  });
});
