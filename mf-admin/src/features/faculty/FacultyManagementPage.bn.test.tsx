// The faculty management page in Bengali: headings, the directory's names of designations and
// departments, and the add form's rules.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faculty } from '@gsvmc/shared-types';
import { LocaleProvider } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import FacultyManagementPage from './FacultyManagementPage';

jest.setTimeout(30_000);

const member: Faculty = {
  _id: 'f1',
  name: 'Dr. Rahima Akter',
  registrationNo: 'A-1001',
  dateOfBirth: '1975-04-02',
  designation: 'Professor',
  department: 'Anatomy',
  qualifications: [{ degree: 'MBBS', year: '1999' }],
  workExperience: [{ role: 'Lecturer', startDate: '2001-01-01', endDate: '2005-01-01' }],
  publications: [{ title: 'null' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

it('reads the faculty page in Bengali and says the add form’s rules in Bengali', async () => {
  mockFetch({ 'GET /faculty': () => json([member]) });
  renderWithProviders(
    <LocaleProvider locale="bn">
      <FacultyManagementPage />
    </LocaleProvider>,
    { preloadedState: authState('admin') },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষকমণ্ডলী ব্যবস্থাপনা' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'নতুন শিক্ষক যোগ করুন' })).toBeInTheDocument();
  const row = (await screen.findAllByText('Dr. Rahima Akter'))[0]!.closest('tr, li') as HTMLElement;
  expect(within(row).getByText('অধ্যাপক')).toBeInTheDocument();
  expect(within(row).getByText('অ্যানাটমি')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'শিক্ষক যোগ করুন' }));
  expect(await screen.findByText('নাম দিতে হবে')).toBeInTheDocument();
  expect(screen.getByText('ডিগ্রি দিতে হবে')).toBeInTheDocument();
  expect(screen.getByText('শিরোনাম দিতে হবে; কোনো প্রকাশনা না থাকলে null লিখুন')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'যোগ্যতা ১' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'যোগ্যতা যোগ করুন' })).toBeInTheDocument();
});
