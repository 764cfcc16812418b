// The remote's own routes, used only by the standalone dev mount (bootstrap.tsx). In the composed
// site the shell's route table places these pages inside its frame.
import { NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
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
  { path: '/', label: 'Home', Page: LandingPage },
  { path: '/about', label: 'About', Page: AboutPage },
  { path: '/administration', label: 'Administration', Page: AdministrationPage },
  { path: '/academics', label: 'Academics', Page: AcademicsPage },
  { path: '/admission', label: 'Admission', Page: AdmissionPage },
  { path: '/departments', label: 'Departments', Page: DepartmentsPage },
  { path: '/dental', label: 'Dental', Page: DentalPage },
  { path: '/facilities', label: 'Facilities', Page: FacilitiesPage },
  { path: '/journal', label: 'Journal', Page: JournalPage },
  { path: '/contact', label: 'Contact', Page: ContactPage },
] as const;

export function StandaloneApp() {
  return (
    <>
      <DevNav aria-label="mf-public pages (standalone)">
        {PUBLIC_ROUTES.map((r) => (
          <NavLink key={r.path} to={r.path} end>
            {r.label}
          </NavLink>
        ))}
      </DevNav>
      <main>
        <Routes>
          {PUBLIC_ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/department-detail" element={<DepartmentDetailPage />} />
          <Route
            path="*"
            element={
              <Missing>
                This page belongs to another part of the site (the shell or another remote); it is not part of the
                standalone mf-public. <NavLink to="/">Home</NavLink>
              </Missing>
            }
          />
        </Routes>
      </main>
    </>
  );
}

const DevNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  padding: 10px 16px;
  background: ${({ theme }) => theme.color.primaryDark};
  a {
    color: #fff;
  }
  a.active {
    font-weight: 700;
  }
`;

const Missing = styled.p`
  max-width: 60ch;
  margin: 48px auto;
  padding: 0 16px;
`;
