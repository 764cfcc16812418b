// The remote's own routes, for the standalone dev page (bootstrap.tsx: shared-kit's startStandalone).
// In the composed site the shell's route table places these pages inside its frame.
import { PATHS } from '@gsvmc/shared-types';
import { Standalone, type StandaloneOptions } from '@gsvmc/shared-kit/standalone';
import LandingPage from './features/landing/LandingPage';
import AboutPage from './features/about/AboutPage';
import AdministrationPage from './features/administration/AdministrationPage';
import AcademicsPage from './features/academics/AcademicsPage';
import DentalPage from './features/dental/DentalPage';
import FacilitiesPage from './features/facilities/FacilitiesPage';
import ContactPage from './features/contact/ContactPage';
import AdmissionPage from './features/admission/AdmissionPage';
import JournalPage from './features/journal/JournalPage';
import DepartmentsPage from './features/departments/DepartmentsPage';
import DepartmentDetailPage from './features/departments/DepartmentDetailPage';

export const PUBLIC_ROUTES = [
  { path: PATHS.home, label: 'Home', Page: LandingPage },
  { path: PATHS.about, label: 'About', Page: AboutPage },
  { path: PATHS.administration, label: 'Administration', Page: AdministrationPage },
  { path: PATHS.academics, label: 'Academics', Page: AcademicsPage },
  { path: PATHS.admission, label: 'Admission', Page: AdmissionPage },
  { path: PATHS.departments, label: 'Departments', Page: DepartmentsPage },
  { path: PATHS.dental, label: 'Dental', Page: DentalPage },
  { path: PATHS.facilities, label: 'Facilities', Page: FacilitiesPage },
  { path: PATHS.journal, label: 'Journal', Page: JournalPage },
  { path: PATHS.contact, label: 'Contact', Page: ContactPage },
] as const;

export const standalone: StandaloneOptions = {
  name: 'mf-public',
  links: PUBLIC_ROUTES.map(({ path, label }) => ({ to: path, label })),
  routes: [
    ...PUBLIC_ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
    { path: PATHS.departmentDetail, element: <DepartmentDetailPage /> },
  ],
};

export function StandaloneApp() {
  return <Standalone {...standalone} />;
}
