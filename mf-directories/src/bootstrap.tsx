// Standalone dev mount (`npm run dev -w mf-directories`): the same pages the shell loads, with a
// store, router and toasts of their own. In the composed site the shell provides all of these.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { KitProviders, ToastArea, makeStore, sessionRestoreRequested } from '@gsvmc/shared-kit';
import NoticeBoardPage from './features/notices/NoticeBoardPage';
import GalleryPage from './features/gallery/GalleryPage';
import FacultyDirectoryPage from './features/faculty/FacultyDirectoryPage';
import FacultyDetailPage from './features/faculty/FacultyDetailPage';
import AlumniDirectoryPage from './features/alumni/AlumniDirectoryPage';

const store = makeStore();

// With a token saved by the site's login page (same origin via the dev proxy), show admin controls.
store.dispatch(sessionRestoreRequested());

const pages = [
  ['/notice', 'Notice Board'],
  ['/gallery', 'Gallery'],
  ['/facultyTable', 'Faculty Directory'],
  ['/alumniTable', 'Alumni Directory'],
] as const;

function Standalone() {
  return (
    <>
      <Bar aria-label="mf-directories pages">
        <strong>mf-directories (standalone)</strong>
        {pages.map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </Bar>
      <main>
        <Routes>
          <Route path="/" element={<NoticeBoardPage />} />
          <Route path="/notice" element={<NoticeBoardPage />} />
          <Route path="/gallery" element={<GalleryPage />} />
          <Route path="/facultyTable" element={<FacultyDirectoryPage />} />
          <Route path="/facultyDetails/:id" element={<FacultyDetailPage />} />
          <Route path="/alumniTable" element={<AlumniDirectoryPage />} />
          <Route path="/admin/alumniUpload" element={<AlumniDirectoryPage />} />
          <Route path="*" element={<p style={{ padding: 24 }}>Not a page of this remote.</p>} />
        </Routes>
      </main>
    </>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  padding: 12px 16px;
  background: ${({ theme }) => theme.color.primaryDark};
  color: #fff;
  a {
    color: #fff;
  }
`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProviders store={store}>
      <BrowserRouter>
        <Standalone />
        <ToastArea />
      </BrowserRouter>
    </KitProviders>
  </StrictMode>,
);
