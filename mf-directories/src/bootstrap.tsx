// Standalone dev mount (`npm run dev -w mf-directories`): the same pages the shell loads, with the
// kit's standalone store, router, sign-in and toasts. In the composed site the shell provides these.
import { PATHS } from '@gsvmc/shared-types';
import { startStandalone } from '@gsvmc/shared-kit/standalone';
import NoticeBoardPage from './features/notices/NoticeBoardPage';
import GalleryPage from './features/gallery/GalleryPage';
import FacultyDirectoryPage from './features/faculty/FacultyDirectoryPage';
import FacultyDetailPage from './features/faculty/FacultyDetailPage';
import AlumniDirectoryPage from './features/alumni/AlumniDirectoryPage';
import SearchPage from './features/search/SearchPage';

startStandalone({
  name: 'mf-directories',
  links: [
    { to: PATHS.notice, label: 'Notice Board' },
    { to: PATHS.gallery, label: 'Gallery' },
    { to: PATHS.facultyTable, label: 'Faculty Directory' },
    { to: PATHS.alumniTable, label: 'Alumni Directory' },
    { to: PATHS.search, label: 'Search' },
  ],
  routes: [
    { path: PATHS.home, element: <NoticeBoardPage /> },
    { path: PATHS.notice, element: <NoticeBoardPage /> },
    { path: PATHS.gallery, element: <GalleryPage /> },
    { path: PATHS.facultyTable, element: <FacultyDirectoryPage /> },
    { path: PATHS.facultyDetails, element: <FacultyDetailPage /> },
    { path: PATHS.alumniTable, element: <AlumniDirectoryPage /> },
    // Signed in as an admin (the bar's Sign in), this is the alumni page with its admin controls.
    { path: PATHS.adminAlumni, element: <AlumniDirectoryPage /> },
    { path: PATHS.search, element: <SearchPage /> },
  ],
});
