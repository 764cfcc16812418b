// The faculty directory and a profile under /bn: Bengali department and designation names, counts in
// Bengali digits, a search that finds what the Bengali page shows, and the profile's dates and years.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocaleProvider } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import FacultyDirectoryPage from './FacultyDirectoryPage';
import FacultyDetailPage from './FacultyDetailPage';
import { matchesSearch } from './facultyOrder';
import { faculty } from './testData';

const people = [
  faculty({ name: 'Nasrin Akter', designation: 'Lecturer', department: 'Anatomy' }),
  faculty({ name: 'Abdul Karim', designation: 'Professor', department: 'Anatomy' }),
  faculty({ name: 'Tanvir Hasan', designation: 'Associate Professor', department: 'Physiology' }),
  faculty({ name: 'Selina Parvin', designation: 'Professor & Head', department: 'Pathology' }),
];

const member = faculty({
  name: 'Abdul Karim',
  designation: 'Professor',
  department: 'Internal Medicine',
  registrationNo: 'BMDC-1234',
  dateOfBirth: '1965-07-15',
  qualifications: [{ degree: 'MBBS', year: '1990' }],
  workExperience: [
    { role: 'Professor, GSVMC', startDate: '2005-01-01', endDate: '' },
    { role: 'Lecturer', startDate: '1995-03-01', endDate: 'Present' },
  ],
  publications: [],
});

function renderBn(route: string) {
  return renderWithProviders(
    <LocaleProvider locale="bn">
      <Routes>
        <Route path="/facultyTable" element={<FacultyDirectoryPage />} />
        <Route path="/facultyDetails/:id" element={<FacultyDetailPage />} />
      </Routes>
    </LocaleProvider>,
    { route },
  );
}

describe('FacultyDirectoryPage in Bengali', () => {
  it('names departments and designations in Bengali, with counts in Bengali digits', async () => {
    mockFetch({ 'GET /faculty': () => json(people) });
    renderBn('/facultyTable');
    expect(screen.getByRole('status')).toHaveTextContent('শিক্ষকদের তথ্য লোড হচ্ছে...');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['অ্যানাটমি (২)', 'ফিজিওলজি (১)', 'প্যাথলজি (১)']);
    expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষকমণ্ডলী' })).toBeInTheDocument();
    expect(document.title).toBe('শিক্ষকমণ্ডলী · GSVMC');

    const anatomy = screen.getByRole('region', { name: 'অ্যানাটমি (২)' });
    expect(within(anatomy).getByText('অধ্যাপক')).toBeInTheDocument();
    expect(within(anatomy).getByText('প্রভাষক')).toBeInTheDocument();
    // The name stays as typed, marked English on the Bengali page.
    expect(within(anatomy).getByRole('heading', { level: 3, name: 'Abdul Karim' })).toHaveAttribute('lang', 'en');
    expect(within(anatomy).getByRole('link', { name: 'Abdul Karim-এর প্রোফাইল দেখুন' })).toHaveTextContent(
      'প্রোফাইল দেখুন',
    );
    expect(screen.getByText('সহযোগী অধ্যাপক')).toBeInTheDocument();
    // A designation outside the fixed list is shown as stored, marked English.
    expect(screen.getByText('Professor & Head')).toHaveAttribute('lang', 'en');
  });

  it('filters in Bengali: the search finds Bengali names, the select shows Bengali departments', async () => {
    mockFetch({ 'GET /faculty': () => json(people) });
    renderBn('/facultyTable');
    await screen.findByText('Abdul Karim');
    const select = screen.getByLabelText('বিভাগ');
    expect(within(select).getByRole('option', { name: 'সব বিভাগ' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'কমিউনিটি মেডিসিন ও জনস্বাস্থ্য' })).toHaveValue(
      'Community Medicine & Public Health',
    );

    await userEvent.type(screen.getByLabelText('শিক্ষক খুঁজুন'), 'ফিজিওলজি');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['ফিজিওলজি (১)']);
    await userEvent.clear(screen.getByLabelText('শিক্ষক খুঁজুন'));
    await userEvent.type(screen.getByLabelText('শিক্ষক খুঁজুন'), 'নেই-এমন');
    expect(screen.getByText(/আপনার খোঁজের সাথে মেলে এমন কোনো শিক্ষক পাওয়া যায়নি।/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'ফিল্টার মুছে ফেলুন' }));
    expect(await screen.findByText('Abdul Karim')).toBeInTheDocument();
  });

  it('matches the Bengali designation and department as well as the English', () => {
    expect(matchesSearch(people[1]!, 'অধ্যাপক অ্যানাটমি')).toBe(true);
    expect(matchesSearch(people[1]!, 'professor anatomy')).toBe(true);
    expect(matchesSearch(people[0]!, 'অধ্যাপক')).toBe(false);
  });
});

describe('FacultyDetailPage in Bengali', () => {
  it('reads in Bengali: labels, department, designation, dates and years', async () => {
    mockFetch({ 'GET /faculty/:id': () => json(member) });
    renderBn(`/facultyDetails/${member._id}`);
    expect(screen.getByRole('status')).toHaveTextContent('শিক্ষকের বিস্তারিত তথ্য লোড হচ্ছে...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abdul Karim' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('অধ্যাপক')).toBeInTheDocument();
    expect(screen.getByText('বিভাগ').nextSibling).toHaveTextContent('মেডিসিন');
    expect(screen.getByText('নিবন্ধন নম্বর').nextSibling).toHaveTextContent('BMDC-1234');
    expect(screen.getByText('জন্ম তারিখ').nextSibling).toHaveTextContent('১৫ জুলাই, ১৯৬৫');
    const quals = screen.getByRole('region', { name: 'শিক্ষাগত যোগ্যতা' });
    expect(within(quals).getByRole('listitem')).toHaveTextContent('MBBS — ১৯৯০');
    const work = screen.getByRole('region', { name: 'কর্ম অভিজ্ঞতা' });
    const [professor, lecturer] = within(work).getAllByRole('listitem');
    expect(professor).toHaveTextContent('Professor, GSVMC — ১ জানুয়ারি, ২০০৫ থেকে বর্তমান');
    // "Present" typed by staff reads in Bengali too.
    expect(lecturer).toHaveTextContent('Lecturer — ১ মার্চ, ১৯৯৫ থেকে বর্তমান');
    expect(screen.getByRole('region', { name: 'প্রকাশনা' })).toHaveTextContent('কোনো প্রকাশনা উল্লেখ করা হয়নি');
    expect(screen.getByRole('button', { name: '← শিক্ষকদের তালিকায় ফিরে যান' })).toBeInTheDocument();
  });

  it('says "not found" in Bengali', async () => {
    mockFetch({ 'GET /faculty/:id': () => apiError(404, 'Faculty not found') });
    renderBn('/facultyDetails/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'শিক্ষকের তথ্য পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ফিরে যান' })).toBeInTheDocument();
  });
});
