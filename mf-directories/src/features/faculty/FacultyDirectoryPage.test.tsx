import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import FacultyDirectoryPage from './FacultyDirectoryPage';
import { faculty } from './testData';

const people = [
  faculty({ name: 'Nasrin Akter', designation: 'Lecturer', department: 'Anatomy' }),
  faculty({
    name: 'Abdul Karim',
    designation: 'Professor',
    department: 'Anatomy',
    qualifications: [
      { degree: 'MBBS', year: '1990' },
      { degree: 'M.Phil', year: '1998' },
    ],
  }),
  faculty({
    name: 'Farhana Islam',
    designation: 'Assistant Professor',
    department: 'Anatomy',
    facultyPicture: '/uploads/faculty/f.jpg',
  }),
  faculty({
    name: 'Tanvir Hasan',
    designation: 'Associate Professor',
    department: 'Physiology',
    qualifications: [{ degree: 'FCPS', year: '2012' }],
  }),
  faculty({ name: 'Selina Parvin', designation: 'Professor', department: 'Pathology' }),
];

function Where() {
  const l = useLocation();
  return <p data-testid="location">{l.pathname + l.search}</p>;
}

function renderPage(route = '/facultyTable') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/facultyTable" element={<FacultyDirectoryPage />} />
        <Route path="/facultyDetails/:id" element={<p>profile page</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe('FacultyDirectoryPage', () => {
  it('groups by department with counts, orders by rank, shows picture or initial, degrees and profile link', async () => {
    mockFetch({ 'GET /faculty': () => json(people) });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading faculty...');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Anatomy (3)', 'Physiology (1)', 'Pathology (1)']);

    const anatomy = screen.getByRole('region', { name: 'Anatomy (3)' });
    const names = within(anatomy)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Abdul Karim', 'Farhana Islam', 'Nasrin Akter']);
    expect(within(anatomy).getByText('MBBS, M.Phil')).toBeInTheDocument();
    expect(within(anatomy).getByAltText('Farhana Islam')).toHaveAttribute('src', '/uploads/faculty/f.jpg');
    expect(within(anatomy).getByText('N')).toBeInTheDocument();
    const link = within(anatomy).getByRole('link', { name: 'View Profile of Abdul Karim' });
    expect(link).toHaveAttribute('href', `/facultyDetails/${people[1]!._id}`);
  });

  it('filters by search text and department and keeps both in the URL', async () => {
    mockFetch({ 'GET /faculty': () => json(people) });
    renderPage();
    await screen.findByText('Abdul Karim');
    await userEvent.type(screen.getByLabelText('Search faculty'), 'professor');
    expect(screen.getByTestId('location')).toHaveTextContent('/facultyTable?q=professor');
    expect(screen.queryByText('Nasrin Akter')).not.toBeInTheDocument();
    expect(screen.getByText('Tanvir Hasan')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Department'), 'Pathology');
    expect(screen.getByTestId('location')).toHaveTextContent('/facultyTable?q=professor&department=Pathology');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Pathology (1)']);
  });

  it('restores search and department from the URL', async () => {
    mockFetch({ 'GET /faculty': () => json(people) });
    renderPage('/facultyTable?q=fcps&department=Physiology');
    expect(await screen.findByText('Tanvir Hasan')).toBeInTheDocument();
    expect(screen.getByLabelText('Search faculty')).toHaveValue('fcps');
    expect(screen.getByLabelText('Department')).toHaveValue('Physiology');
    expect(screen.queryByText('Abdul Karim')).not.toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    mockFetch({ 'GET /faculty': () => json(people) });
    renderPage('/facultyTable?q=nobody');
    expect(await screen.findByText(/No faculty match your search/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByText('Abdul Karim')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/facultyTable$/);
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /faculty': () => json([]) });
    renderPage();
    expect(await screen.findByText('No faculty records found')).toBeInTheDocument();
  });

  it('shows the failure with Retry', async () => {
    let fail = true;
    mockFetch({ 'GET /faculty': () => (fail ? networkError() : json(people)) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load faculty data');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Abdul Karim')).toBeInTheDocument();
  });

  it('opens a profile from View Profile', async () => {
    mockFetch({ 'GET /faculty': () => json(people) });
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'View Profile of Selina Parvin' }));
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });
});
