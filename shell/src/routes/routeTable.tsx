// The route table of SPEC.md §2.1, in one place: each path and the page it shows. Remote
// pages are named `<container>/<ExposedKey>` and load lazily, each inside its own error boundary.
import type { RouteObject } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import type { RemotePageId } from '../federation/remotes';
import { Frame } from '../features/frame/Frame';
import { lazyShellPage } from './localPage';
import { AdminWords, RequireAdmin, RequireAuth } from './guards';
import { PUBLIC_PAGES } from './pageTable';
import { PATHS } from '@gsvmc/shared-types';

/**
 * Public pages inside the frame, served by a remote: from the one route-to-page table that the site's
 * server also reads (titles, descriptions, preload hints), so the two never disagree on a path.
 */
export const PUBLIC_REMOTE_PAGES: Array<{ path: string; page: RemotePageId }> = PUBLIC_PAGES.map(({ path, page }) => ({
  path,
  // routeTable.test.ts checks each id against the remotes' exposes.json.
  page: page as RemotePageId,
}));

/** Admin pages (relative to /admin), inside mf_admin's layout, behind both guards. */
export const ADMIN_LAYOUT: RemotePageId = 'mf_admin/AdminLayout';
export const ADMIN_PAGES: Array<{ path: string | null; page: RemotePageId }> = [
  { path: null, page: 'mf_admin/DashboardPage' },
  { path: 'upload', page: 'mf_admin/NoticeUploadPage' },
  { path: 'faculties', page: 'mf_admin/FacultyManagementPage' },
  { path: 'editFaculty/:id', page: 'mf_admin/EditFacultyPage' },
  // The alumni page of §2.8 with its admin controls, which it shows to staff (useAuth().isStaff).
  { path: 'alumniUpload', page: 'mf_directories/AlumniDirectoryPage' },
  { path: 'photoUpload', page: 'mf_admin/PhotoUploadPage' },
  { path: 'pages', page: 'mf_admin/PagesListPage' },
  { path: 'pages/:slug', page: 'mf_admin/PageEditorPage' },
  { path: 'site', page: 'mf_admin/SiteSettingsPage' },
  { path: 'journal', page: 'mf_admin/JournalAdminPage' },
  { path: 'alumniImports', page: 'mf_admin/AlumniImportsPage' },
  { path: 'trash', page: 'mf_admin/TrashPage' },
  // Admin only: the pages say so to an editor who types the address, and the API refuses them.
  { path: 'users', page: 'mf_admin/UsersPage' },
  { path: 'audit', page: 'mf_admin/AuditPage' },
];

const LoginPage = lazyShellPage('LoginPage', () => import('../features/auth/LoginPage').then((m) => m.LoginPage));
const RegisterPage = lazyShellPage('RegisterPage', () =>
  import('../features/auth/RegisterPage').then((m) => m.RegisterPage),
);
const ResetPasswordPage = lazyShellPage('ResetPasswordPage', () =>
  import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const ProfilePage = lazyShellPage('ProfilePage', () =>
  import('../features/auth/ProfilePage').then((m) => m.ProfilePage),
);
// The two error pages too: a visitor's page is almost never one of them. A 404 the server rendered
// keeps its HTML while the page's code loads, then hydrates (the boundary of LazyPageFrame).
const NotFoundPage = lazyShellPage('NotFoundPage', () =>
  import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage),
);
const UnauthorizedPage = lazyShellPage('UnauthorizedPage', () =>
  import('../features/errors/UnauthorizedPage').then((m) => m.UnauthorizedPage),
);

// `key` makes each route its own instance, so one page's failure never shows on the next page.
const remote = (page: RemotePageId) => <RemotePage key={page} id={page} />;

export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      ...PUBLIC_REMOTE_PAGES.map(({ path, page }) => ({ path, element: remote(page) })),
      { path: PATHS.profile, element: <ProfilePage /> },
      // An editor's preview of a saved draft, in the public frame (mf_public draws it), staff only.
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RequireAdmin />,
            children: [
              { path: PATHS.previewPage, element: remote('mf_public/PagePreviewPage') },
              { path: PATHS.previewSite, element: remote('mf_public/PagePreviewPage') },
            ],
          },
        ],
      },
      { path: PATHS.unauthorized, element: <UnauthorizedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Outside the public frame: login and register (§2.1) and the admin portal, whose layout
  // (sidebar, its own header) comes from mf_admin (§2.14).
  { path: PATHS.login, element: <LoginPage /> },
  { path: PATHS.register, element: <RegisterPage /> },
  { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
  {
    path: PATHS.admin,
    element: <RequireAuth />,
    children: [
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminWords />,
            children: [
              {
                element: remote(ADMIN_LAYOUT),
                children: ADMIN_PAGES.map(({ path, page }) =>
                  path === null ? { index: true, element: remote(page) } : { path, element: remote(page) },
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
