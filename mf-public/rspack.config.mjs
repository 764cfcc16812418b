// mf-public: a remote of the composed site (ARCHITECTURE.md "Composition at run time").
import { remoteConfig } from '../mf.shared.mjs';
import { withStableStyleIds } from '../mf.ssr.mjs';

/** What this remote exposes; the shell's route table refers to these keys. */
export const exposes = {
  './LandingPage': './src/features/landing/LandingPage.tsx',
  './AboutPage': './src/features/about/AboutPage.tsx',
  './AdministrationPage': './src/features/administration/AdministrationPage.tsx',
  './AcademicsPage': './src/features/academics/AcademicsPage.tsx',
  './DentalPage': './src/features/dental/DentalPage.tsx',
  './FacilitiesPage': './src/features/facilities/FacilitiesPage.tsx',
  './ContactPage': './src/features/contact/ContactPage.tsx',
  './AdmissionPage': './src/features/admission/AdmissionPage.tsx',
  './JournalPage': './src/features/journal/JournalPage.tsx',
  './DepartmentsPage': './src/features/departments/DepartmentsPage.tsx',
  './DepartmentDetailPage': './src/features/departments/DepartmentDetailPage.tsx',
};

// Stable styled-components ids: the server-rendered HTML (rspack.ssr.config.mjs) must match this build.
export default async (_env, argv) =>
  withStableStyleIds(await remoteConfig({ name: 'mf_public', port: 3001, exposes, mode: argv.mode }));
