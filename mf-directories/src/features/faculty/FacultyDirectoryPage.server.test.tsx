// The faculty directory as the server draws it and the browser takes it over: words typed and a
// department chosen in the server's page before the script ran are both kept, applied to the list and
// put in the address (before, the second adoption rebuilt the address the router last drew, and the
// words were dropped from it and from the list while the box still showed them).
import { screen, waitFor, within } from '@testing-library/react';
import { contentApi, makeStore } from '@gsvmc/shared-kit';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { serverPageEachTest } from '@gsvmc/shared-kit/test/serverPage';
import FacultyDirectoryPage from './FacultyDirectoryPage';
import { faculty } from './testData';

const people = [
  faculty({ name: 'Abdul Karim', department: 'Anatomy' }),
  faculty({ name: 'Tanvir Hasan', department: 'Physiology' }),
  faculty({ name: 'Rezaul Karim', department: 'Physiology' }),
];

/** The server's page at a route, hydrated; `before` acts on it as a visitor would before the script runs. */
const serverPage = serverPageEachTest({
  path: '/facultyTable',
  Page: FacultyDirectoryPage,
  store: async () => {
    const store = makeStore();
    await store.dispatch(contentApi.endpoints.getFaculty.initiate());
    return store;
  },
});

beforeEach(() => {
  mockFetch({ 'GET /faculty': () => json(people) });
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
