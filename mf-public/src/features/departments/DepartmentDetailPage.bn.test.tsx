import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Faculty } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { getDisclosure } from '@gsvmc/shared-kit/test/disclosure';
import DepartmentDetailPage from './DepartmentDetailPage';
import DepartmentsPage from './DepartmentsPage';
import { contentRoutes } from '../../../test/contentRoutes';
import { renderInBengali } from '../../../test/inBengali';

const member: Faculty = {
  _id: 'f1',
  name: 'Dr. Kamal Uddin',
  designation: 'Associate Professor',
  department: 'Urology',
  registrationNo: 'R-1',
  dateOfBirth: '1980-01-01',
  qualifications: [],
  workExperience: [],
  publications: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' });
  mockFetch({ ...contentRoutes(), 'GET /faculty/department/:name': () => json([member]) });
});

describe('Departments in Bengali', () => {
  it('lists the departments by their Bengali names', async () => {
    renderInBengali(<DepartmentsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'একাডেমিক বিভাগসমূহ' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'বিভাগসমূহ' });
    expect(nav).toHaveTextContent('অ্যানাটমি');
    expect(getDisclosure(nav, 'সার্জারি ও সংশ্লিষ্ট বিষয়')).toBeInTheDocument();
  });

  it('heads a department’s page with its Bengali name and its faculty’s designations', async () => {
    renderInBengali(
      <Routes>
        <Route path="/department-detail" element={<DepartmentDetailPage />} />
      </Routes>,
      { route: '/department-detail?name=Urology' },
    );
    expect(await screen.findByText('সহযোগী অধ্যাপক')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'সার্জারি ও সংশ্লিষ্ট বিষয় - ইউরোলজি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ইউরোলজি বিভাগ সম্পর্কে' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'শিক্ষকমণ্ডলী' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'বিভাগসমূহে ফিরে যান' })).toBeInTheDocument();
  });

  it('says in Bengali that a department the college does not have is not found', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /pages/department-astrology': () => apiError(404, 'There is no page "department-astrology"'),
    });
    renderInBengali(
      <Routes>
        <Route path="/department-detail" element={<DepartmentDetailPage />} />
      </Routes>,
      { route: '/department-detail?name=Astrology' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'বিভাগটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByText(/কলেজে “Astrology” নামে কোনো বিভাগ নেই।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'বিভাগের তালিকা' })).toBeInTheDocument();
  });
});
