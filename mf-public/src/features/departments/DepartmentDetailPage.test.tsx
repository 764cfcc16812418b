import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Faculty } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import DepartmentDetailPage from './DepartmentDetailPage';
import { contentRoutes } from '../../../test/contentRoutes';
import { phoneTarget } from '@gsvmc/shared-kit/test/touchTargets';

const member = (id: string, name: string, designation: string, facultyPicture?: string): Faculty => ({
  _id: id,
  name,
  designation,
  department: 'Urology',
  registrationNo: `R-${id}`,
  dateOfBirth: '1980-01-01',
  facultyPicture,
  qualifications: [],
  workExperience: [],
  publications: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function DepartmentsStub() {
  const { key } = useLocation();
  return <h1 data-key={key}>Departments list</h1>;
}

function renderAt(route: string | { pathname: string; search?: string; state?: unknown }) {
  return renderWithProviders(
    <Routes>
      <Route path="/departments" element={<DepartmentsStub />} />
      <Route path="/department-detail" element={<DepartmentDetailPage />} />
    </Routes>,
    { route: route as never },
  );
}

const urologyState = {
  pathname: '/department-detail',
  state: { department: 'Urology', parent: 'Surgery & Allied Subjects' },
};

describe('DepartmentDetailPage', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

  it('shows "Redirecting..." and goes to /departments when no department is carried', async () => {
    const fetchMock = mockFetch({
      ...contentRoutes(),
    });
    renderAt('/department-detail');
    expect(await screen.findByRole('heading', { name: 'Departments list' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Redirecting..." before it leaves, with a link to the list', () => {
    mockFetch({
      ...contentRoutes(),
    });
    // Render the page alone, so nothing replaces it after the redirect.
    renderWithProviders(<DepartmentDetailPage />, { route: '/department-detail' });
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting...');
    // Where no script runs to redirect, the visitor follows the link.
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'List of departments' })).toHaveAttribute(
      'href',
      '/departments',
    );
  });

  it('says "Department not found" for a department the college does not have, with the way to the list', async () => {
    const fetchMock = mockFetch({
      ...contentRoutes(),
      'GET /pages/department-astrology': () => apiError(404, 'There is no page "department-astrology"'),
    });
    renderAt('/department-detail?name=Astrology');
    expect(screen.getByRole('heading', { level: 1, name: 'Department not found' })).toBeInTheDocument();
    expect(
      screen.getByText(/The college has no department called “Astrology”\. Choose one from the list of departments\./),
    ).toBeInTheDocument();
    const way = screen.getByRole('link', { name: 'List of departments' });
    // A button-like link of its own, 44 px on every width (secondaryButton), not a word in the sentence.
    expect(getComputedStyle(way).minHeight).toBe('44px');
    fireEvent.click(way);
    expect(await screen.findByRole('heading', { name: 'Departments list' })).toBeInTheDocument();
    // The about page of a department that does not exist is asked for: its 404 is the page's status.
    expect(fetchMock.calls.some((c) => c.path === '/pages/department-astrology')).toBe(true);
  });

  it('shows heading, breadcrumb, about text, a spinner, then the faculty sorted by rank', async () => {
    const fetchMock = mockFetch({
      ...contentRoutes(),
      'GET /faculty/department/:name': () =>
        json([
          member('2', 'Lecturer Two', 'Lecturer'),
          member('1', 'Professor One', 'Professor', '/uploads/faculty/one.jpg'),
        ]),
    });
    renderAt(urologyState);
    expect(screen.getByRole('heading', { level: 1, name: 'Surgery & Allied Subjects - Urology' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Academics', 'Departments', 'Urology']);
    expect(screen.getByText('Loading faculty members...')).toBeInTheDocument();
    expect(await screen.findByText(/The Department of Urology teaches MBBS students/)).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Faculty Members' });
    const names = await within(section).findAllByRole('heading', { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(['Professor One', 'Lecturer Two']);
    expect(within(section).getByText('Professor')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Photo of Professor One' })).toHaveAttribute(
      'src',
      '/uploads/faculty/one.jpg',
    );
    expect(within(section).getByRole('img', { name: 'Photo of Professor One' })).toHaveAttribute('loading', 'lazy');
    // No picture: the placeholder icon, and no broken image.
    expect(within(section).getAllByTestId('placeholder-icon')).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'Professor One' })).toHaveAttribute('href', '/facultyDetails/1');
    // Each name is the way to the profile: a thumb's 44 px target on a phone (it was the name's 19 px line).
    for (const name of ['Professor One', 'Lecturer Two'])
      expect(phoneTarget(within(section).getByRole('link', { name }))).toEqual({ minHeight: '44px', minWidth: '44px' });
    expect(fetchMock.calls.map((c) => c.request.url)).toEqual([
      'http://localhost/api/pages/department-urology',
      'http://localhost/api/faculty/department/Urology',
    ]);
  });

  it('works from the URL alone (a reload) and encodes the department in the call', async () => {
    const fetchMock = mockFetch({
      ...contentRoutes(),
      'GET /faculty/department/:name': () => json([member('1', 'A Person', 'Professor')]),
    });
    renderAt('/department-detail?name=Pharmacology%20%26%20Therapeutics');
    expect(screen.getByRole('heading', { level: 1, name: 'Pharmacology & Therapeutics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'A Person' })).toBeInTheDocument();
    expect(fetchMock.calls.map((c) => c.request.url)).toContain(
      'http://localhost/api/faculty/department/Pharmacology%20%26%20Therapeutics',
    );
  });

  it('finds the parent group of a grouped department when the URL has none', () => {
    mockFetch({
      ...contentRoutes(),
      'GET /faculty/department/:name': () => json([]),
    });
    renderAt('/department-detail?name=Psychiatry');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Medicine & Allied Subjects - Psychiatry' }),
    ).toBeInTheDocument();
  });

  it('shows the empty message on 404', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /faculty/department/:name': () => apiError(404, 'No faculty found', 'NOT_FOUND'),
    });
    renderAt(urologyState);
    expect(await screen.findByText('No faculty members found for this department.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty message for an empty list', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /faculty/department/:name': () => json([]),
    });
    renderAt(urologyState);
    expect(await screen.findByText('No faculty members found for this department.')).toBeInTheDocument();
  });

  it('shows the error with Retry on other failures, and Retry loads again', async () => {
    let calls = 0;
    mockFetch({
      ...contentRoutes(),
      'GET /faculty/department/:name': () => {
        calls += 1;
        if (calls === 1) return apiError(500, 'Internal error');
        if (calls === 2) return networkError();
        return json([member('1', 'Back Again', 'Professor')]);
      },
    });
    renderAt(urologyState);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load faculty data. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toBe(2));
    const again = await screen.findByRole('alert');
    expect(again).toHaveTextContent('Failed to load faculty data. Please try again.');
    fireEvent.click(within(again).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Back Again' })).toBeInTheDocument();
  });

  it('"Back to Departments" is a link to /departments, so it works before the script runs', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /faculty/department/:name': () => json([]),
    });
    renderAt(urologyState);
    const back = screen.getByRole('link', { name: 'Back to Departments' });
    expect(back).toHaveAttribute('href', '/departments');
    fireEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'Departments list' })).toBeInTheDocument();
  });
});
