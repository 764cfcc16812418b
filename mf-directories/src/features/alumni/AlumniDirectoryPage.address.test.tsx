// The alumni directory's search and year in the address: a reload or a shared link shows the same
// list, and an address the page cannot use (a year that is not one) shows the directory, not a failure.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import type { Alumni } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { setViewportWidth } from '../../test/matchMedia';
import AlumniDirectoryPage from './AlumniDirectoryPage';

// Typing waits for the search's 300 ms pause: a bound against a hang on a busy machine, not a measurement.
jest.setTimeout(60_000);

const rahim: Alumni = {
  _id: 'a1',
  fullName: 'Rahim Uddin',
  graduationYear: 2012,
  degree: 'MBBS',
  major: 'Medicine',
  location: 'Dhaka',
};
const karima: Alumni = { _id: 'a2', fullName: 'Karima Begum', graduationYear: 2018, degree: 'BDS', major: 'Dentistry' };
const salma: Alumni = { _id: 'a3', fullName: 'Salma Akter', graduationYear: 2012, degree: 'MBBS', major: 'Medicine' };

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address" data-navigation={useNavigationType()}>{`${pathname}${search}`}</output>;
}

function renderAt(route: string) {
  const fetchMock = mockFetch({
    // As the API does, a year that is not four digits is refused.
    'GET /alumni': ({ search }) =>
      search.has('year') && !/^[12][0-9]{3}$/.test(search.get('year')!)
        ? apiError(400, 'querystring/year must match pattern')
        : json({ data: [rahim, karima, salma] }),
  });
  const utils = renderWithProviders(
    <Routes>
      <Route
        path="/alumniTable"
        element={
          <>
            <AlumniDirectoryPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { fetchMock, ...utils };
}

const address = () => screen.getByRole('status', { name: 'address' });
const names = () => screen.getAllByRole('rowheader').map((h) => h.textContent);

describe('AlumniDirectoryPage and its address', () => {
  beforeEach(() => setViewportWidth(1280));

  it('puts the words and the year in the address, so a reload or a shared link keeps them', async () => {
    const { unmount } = renderAt('/alumniTable');
    await screen.findByRole('table', { name: 'Medicine alumni' });
    await userEvent.type(screen.getByLabelText('Search alumni'), 'uddin');
    await waitFor(() => expect(names()).toEqual(['Rahim Uddin']));
    expect(address()).toHaveTextContent(/^\/alumniTable\?q=uddin$/);
    await userEvent.clear(screen.getByLabelText('Search alumni'));
    await userEvent.selectOptions(screen.getByLabelText('Graduation year'), '2012');
    await waitFor(() => expect(names()).toEqual(['Rahim Uddin', 'Salma Akter']));
    expect(address()).toHaveTextContent(/^\/alumniTable\?year=2012$/);
    // Each change replaces the address: typing does not add a history entry per key.
    expect(address()).toHaveAttribute('data-navigation', 'REPLACE');
    await userEvent.type(screen.getByLabelText('Search alumni'), 'akter');
    await waitFor(() => expect(names()).toEqual(['Salma Akter']));
    expect(address()).toHaveTextContent(/^\/alumniTable\?year=2012&q=akter$/);
    unmount();

    // The same address opened again (a reload, a shared link): the same list and form.
    renderAt('/alumniTable?year=2012&q=akter');
    await waitFor(() => expect(names()).toEqual(['Salma Akter']));
    expect(screen.getByLabelText('Search alumni')).toHaveValue('akter');
    expect(screen.getByLabelText('Graduation year')).toHaveValue('2012');
  });

  it('treats a year that is not one as no year: the directory and its search, not a failure', async () => {
    const { fetchMock } = renderAt('/alumniTable?year=abc');
    await waitFor(() => expect(names()).toEqual(['Karima Begum', 'Rahim Uddin', 'Salma Akter']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const search = screen.getByRole('search');
    expect(within(search).getByLabelText('Graduation year')).toHaveValue('');
    expect(within(search).getByLabelText('Search alumni')).toBeInTheDocument();
    expect(fetchMock.calls.filter((c) => c.path === '/alumni').every((c) => !c.search.has('year'))).toBe(true);
    // The form still works from there.
    await userEvent.selectOptions(within(search).getByLabelText('Graduation year'), '2018');
    await waitFor(() => expect(names()).toEqual(['Karima Begum']));
    expect(address()).toHaveTextContent(/^\/alumniTable\?year=2018$/);
  });

  it('shows a year from the address that no alumnus has in the select, not "All years"', async () => {
    renderAt('/alumniTable?year=1999');
    expect(await screen.findByText(/No alumni match your search/)).toBeInTheDocument();
    expect(screen.getByLabelText('Graduation year')).toHaveValue('1999');
  });

  it('says the words are too long instead of asking the API for what it refuses, and the box takes no more', async () => {
    const { fetchMock } = renderAt(`/alumniTable?q=${'a'.repeat(300)}`);
    expect(
      await screen.findByText('The search words are too long: please use at most 200 characters.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch alumni data')).not.toBeInTheDocument();
    expect(fetchMock.calls.filter((c) => c.path === '/alumni')).toHaveLength(0);
    const box = within(screen.getByRole('search')).getByLabelText('Search alumni');
    expect(box).toHaveAttribute('maxlength', '200');
    // Shorter words from there search again.
    await userEvent.clear(box);
    await userEvent.type(box, 'akter');
    await waitFor(() => expect(names()).toEqual(['Salma Akter']));
  });
});
