// mf-admin: a remote of the composed site (ARCHITECTURE.md "Composition at run time").
import { remoteConfig } from '../mf.shared.mjs';

/** What this remote exposes; the shell's route table refers to these keys. */
export const exposes = {
  './AdminLayout': './src/features/layout/AdminLayout.tsx',
  './DashboardPage': './src/features/dashboard/DashboardPage.tsx',
  './NoticeUploadPage': './src/features/notices/NoticeUploadPage.tsx',
  './FacultyManagementPage': './src/features/faculty/FacultyManagementPage.tsx',
  './EditFacultyPage': './src/features/faculty/EditFacultyPage.tsx',
  './PhotoUploadPage': './src/features/photos/PhotoUploadPage.tsx',
};

export default (_env, argv) => remoteConfig({ name: 'mf_admin', port: 3003, exposes, mode: argv.mode });
