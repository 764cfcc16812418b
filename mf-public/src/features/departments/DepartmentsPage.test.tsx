import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { getDisclosure, isOpen } from '@gsvmc/shared-kit/test/disclosure';
import DepartmentsPage from './DepartmentsPage';
import { contentRoutes, untilContentLoaded } from '../../../test/contentRoutes';

beforeEach(() => mockFetch(contentRoutes()));

/** Stands in for the detail page: shows what the navigation carried. */
function Probe() {
  const location = useLocation();
  return (
    <output aria-label="probe">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}
    </output>
  );
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/departments" element={<DepartmentsPage />} />
      <Route path="/department-detail" element={<Probe />} />
    </Routes>,
    { route: '/departments' },
  );
}

const MEDICINE = 'Medicine & Allied Subjects';
const SURGERY = 'Surgery & Allied Subjects';

describe('DepartmentsPage', () => {
  it('has the title, breadcrumb, the 9 top-level departments, two closed groups and the overview', async () => {
    renderPage();
    await untilContentLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Academic Departments' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Academics', 'Departments']);
    const directory = screen.getByRole('navigation', { name: 'Departments' });
    expect(
      within(directory)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Anatomy',
      'Physiology',
      'Biochemistry',
      'Pharmacology & Therapeutics',
      'Forensic Medicine & Toxicology',
      'Pathology',
      'Microbiology',
      'Community Medicine & Public Health',
      'Obstetrics & Gynaecology',
    ]);
    for (const name of [MEDICINE, SURGERY]) {
      expect(isOpen(getDisclosure(directory, name))).toBe(false);
    }
    for (const title of ['Pre-clinical', 'Para-clinical', 'Clinical', 'Research']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('opens one group at a time and closes an open group when clicked again', () => {
    renderPage();
    const directory = screen.getByRole('navigation', { name: 'Departments' });
    const medicine = getDisclosure(directory, MEDICINE);
    const surgery = getDisclosure(directory, SURGERY);
    const medicineList = document.getElementById(medicine.getAttribute('aria-controls')!)!;
    const surgeryList = document.getElementById(surgery.getAttribute('aria-controls')!)!;
    expect(medicineList).not.toBeVisible();

    fireEvent.click(medicine);
    expect(isOpen(medicine)).toBe(true);
    expect(medicineList).toBeVisible();
    expect(
      within(medicineList)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Internal Medicine', 'Psychiatry', 'Dermatology', 'Paediatrics']);

    fireEvent.click(surgery);
    expect(isOpen(surgery)).toBe(true);
    expect(isOpen(medicine)).toBe(false);
    expect(medicineList).not.toBeVisible();
    expect(within(surgeryList).getAllByRole('link')).toHaveLength(9);

    fireEvent.click(surgery);
    expect(isOpen(surgery)).toBe(false);
    expect(surgeryList).not.toBeVisible();
  });

  it('carries a grouped department and its parent in router state and in the URL', () => {
    renderPage();
    fireEvent.click(getDisclosure(screen.getByRole('navigation', { name: 'Departments' }), SURGERY));
    fireEvent.click(screen.getByRole('link', { name: 'Urology' }));
    expect(screen.getByRole('status', { name: 'probe' })).toHaveTextContent(
      '/department-detail?name=Urology&parent=Surgery+%26+Allied+Subjects|{"department":"Urology","parent":"Surgery & Allied Subjects"}',
    );
  });

  it('carries a top-level department without a parent', () => {
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Pharmacology & Therapeutics' }));
    expect(screen.getByRole('status', { name: 'probe' })).toHaveTextContent(
      '/department-detail?name=Pharmacology+%26+Therapeutics|{"department":"Pharmacology & Therapeutics"}',
    );
  });
});
