import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from '@testing-library/react';
import { KitProviders, makeStore } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import FacultyDetailPage from './FacultyDetailPage';
import { faculty } from './testData';

const member = faculty({
  name: 'Abdul Karim',
  designation: 'Professor',
  department: 'Anatomy',
  registrationNo: 'BMDC-1234',
  dateOfBirth: '1965-07-15',
  facultyPicture: '/uploads/faculty/k.jpg',
  qualifications: [
    { degree: 'MBBS', year: '1990' },
    { degree: 'M.Phil', year: '1998' },
  ],
  workExperience: [{ role: 'Professor, GSVMC', startDate: '2005-01-01', endDate: 'Present' }],
  publications: [{ title: 'Anatomy of the hand', link: 'https://doi.org/10.1/x' }, { title: 'Unlinked paper' }],
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/facultyTable" element={<p>directory page</p>} />
      <Route path="/facultyDetails/:id" element={<FacultyDetailPage />} />
    </Routes>,
    { route },
  );
}

describe('FacultyDetailPage', () => {
  it('shows the header and the three lists', async () => {
    mockFetch({ 'GET /faculty/:id': () => json(member) });
    renderAt(`/facultyDetails/${member._id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading faculty details...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abdul Karim' })).toBeInTheDocument();
    expect(screen.getByText('Professor')).toBeInTheDocument();
    expect(screen.getByText('Anatomy')).toBeInTheDocument();
    expect(screen.getByText('BMDC-1234')).toBeInTheDocument();
    expect(screen.getByText('1965 Jul 15')).toBeInTheDocument();
    expect(screen.getByAltText('Abdul Karim')).toHaveAttribute('src', '/uploads/faculty/k.jpg');

    const quals = screen.getByRole('region', { name: 'Qualifications' });
    expect(
      within(quals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MBBS — 1990', 'M.Phil — 1998']);
    const work = screen.getByRole('region', { name: 'Work Experience' });
    expect(work).toHaveTextContent('Professor, GSVMC — 2005 Jan 1 to Present');
    const pubs = screen.getByRole('region', { name: 'Publications' });
    const link = within(pubs).getByRole('link', { name: /Anatomy of the hand/ });
    expect(link).toHaveAttribute('href', 'https://doi.org/10.1/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(pubs).getByText('Unlinked paper')).toBeInTheDocument();
  });

  it('shows a publication whose link is not http(s) as plain text, never as a link', async () => {
    mockFetch({
      'GET /faculty/:id': () =>
        json({
          ...member,
          publications: [
            { title: 'Scripted paper', link: 'javascript:alert(document.domain)' },
            { title: 'Data paper', link: 'data:text/html,<script>alert(1)</script>' },
            { title: 'Web paper', link: 'http://example.org/p' },
          ],
        }),
    });
    renderAt(`/facultyDetails/${member._id}`);
    const pubs = await screen.findByRole('region', { name: 'Publications' });
    expect(within(pubs).getByText('Scripted paper').closest('a')).toBeNull();
    expect(within(pubs).getByText('Data paper').closest('a')).toBeNull();
    expect(within(pubs).getAllByRole('link')).toHaveLength(1);
    expect(within(pubs).getByRole('link', { name: /Web paper/ })).toHaveAttribute('href', 'http://example.org/p');
  });

  it('says when a list is empty', async () => {
    mockFetch({
      'GET /faculty/:id': () =>
        json({ ...member, facultyPicture: undefined, qualifications: [], workExperience: [], publications: [] }),
    });
    renderAt(`/facultyDetails/${member._id}`);
    expect(await screen.findByText('No qualifications listed')).toBeInTheDocument();
    expect(screen.getByText('No work experience listed')).toBeInTheDocument();
    expect(screen.getByText('No publications listed')).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it('shows "Faculty not found" for a 404, and Go Back leads to the directory when there is no history', async () => {
    mockFetch({ 'GET /faculty/:id': () => apiError(404, 'Faculty member not found', 'NOT_FOUND') });
    renderAt('/facultyDetails/nope');
    expect(await screen.findByRole('heading', { name: 'Faculty not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('directory page')).toBeInTheDocument();
  });

  it('goes back one page when there is history', async () => {
    mockFetch({ 'GET /faculty/:id': () => json(member) });
    const store = makeStore();
    render(
      <KitProviders store={store}>
        <MemoryRouter initialEntries={['/facultyTable?q=karim', `/facultyDetails/${member._id}`]} initialIndex={1}>
          <Routes>
            <Route path="/facultyTable" element={<p>directory page</p>} />
            <Route path="/facultyDetails/:id" element={<FacultyDetailPage />} />
          </Routes>
        </MemoryRouter>
      </KitProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Abdul Karim' });
    // Only the first initial entry has the key "default"; this one has history behind it.
    await userEvent.click(screen.getByRole('button', { name: /Back to Faculty List/ }));
    expect(screen.getByText('directory page')).toBeInTheDocument();
  });

  it('shows the load error with Retry that fetches again', async () => {
    let fail = true;
    mockFetch({ 'GET /faculty/:id': () => (fail ? networkError() : json(member)) });
    renderAt(`/facultyDetails/${member._id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load faculty details');
    expect(alert).toHaveTextContent('Unable to retrieve faculty information');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Abdul Karim' })).toBeInTheDocument();
  });
});
