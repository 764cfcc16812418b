// Standalone dev mount (`npm run dev -w mf-admin`): this remote's pages under /admin in AdminLayout,
// on the kit's standalone bootstrap (store, router, sign-in, toasts). In the composed site the shell
// provides those, guards the routes and renders /admin/alumniUpload with mf-directories' alumni page
// instead of the note here.
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PATHS } from '@gsvmc/shared-types';
import { PageContainer, PageHeader, Spinner, useAuth } from '@gsvmc/shared-kit';
import { startStandalone } from '@gsvmc/shared-kit/standalone';
import AdminLayout from './features/layout/AdminLayout';
import DashboardPage from './features/dashboard/DashboardPage';
import NoticeUploadPage from './features/notices/NoticeUploadPage';
import FacultyManagementPage from './features/faculty/FacultyManagementPage';
import EditFacultyPage from './features/faculty/EditFacultyPage';
import PhotoUploadPage from './features/photos/PhotoUploadPage';
import AlumniImportsPage from './features/alumniImports/AlumniImportsPage';
import TrashPage from './features/trash/TrashPage';
import UsersPage from './features/users/UsersPage';
import AuditPage from './features/audit/AuditPage';

/** Stand-in for the shell's admin guard, so the pages are only tried with a staff token. */
function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isLoggedIn, isStaff } = useAuth();
  if (status === 'checking') return <Spinner label="Loading..." />;
  if (!isLoggedIn) return <Navigate to={PATHS.login} replace />;
  if (!isStaff)
    return (
      <Note title="Staff only">
        This account is not a staff account. <Link to={PATHS.login}>Sign in as an admin or editor</Link>.
      </Note>
    );
  return <>{children}</>;
}

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <p>{children}</p>
    </PageContainer>
  );
}

startStandalone({
  name: 'mf-admin',
  links: [{ to: PATHS.admin, label: 'Admin portal' }],
  routes: [
    {
      path: PATHS.admin,
      element: (
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      ),
      children: [
        { index: true, element: <DashboardPage /> },
        { path: PATHS.adminNoticeUpload, element: <NoticeUploadPage /> },
        { path: PATHS.adminFaculties, element: <FacultyManagementPage /> },
        { path: PATHS.adminEditFaculty, element: <EditFacultyPage /> },
        { path: PATHS.adminPhotoUpload, element: <PhotoUploadPage /> },
        { path: PATHS.adminAlumniImports, element: <AlumniImportsPage /> },
        { path: PATHS.adminTrash, element: <TrashPage /> },
        { path: PATHS.adminUsers, element: <UsersPage /> },
        { path: PATHS.adminAudit, element: <AuditPage /> },
        {
          path: PATHS.adminAlumni,
          element: (
            <Note title="Manage Alumni">
              In the composed site this page is mf-directories&apos; alumni directory with its admin controls, inside
              this layout.
            </Note>
          ),
        },
      ],
    },
    { path: PATHS.home, element: <Navigate to={PATHS.admin} replace /> },
  ],
});
