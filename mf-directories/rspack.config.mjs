// mf-directories: a remote of the composed site (ARCHITECTURE.md "Composition at run time").
import { remoteConfig } from '../mf.shared.mjs';
import { withStableStyleIds } from '../mf.ssr.mjs';

/** What this remote exposes; the shell's route table refers to these keys. */
export const exposes = {
  './NoticeBoardPage': './src/features/notices/NoticeBoardPage.tsx',
  './GalleryPage': './src/features/gallery/GalleryPage.tsx',
  './FacultyDirectoryPage': './src/features/faculty/FacultyDirectoryPage.tsx',
  './FacultyDetailPage': './src/features/faculty/FacultyDetailPage.tsx',
  './AlumniDirectoryPage': './src/features/alumni/AlumniDirectoryPage.tsx',
  './SearchPage': './src/features/search/SearchPage.tsx',
};

// Stable styled-components ids: the server-rendered HTML (rspack.ssr.config.mjs) must match this build.
export default async (_env, argv) =>
  withStableStyleIds(await remoteConfig({ name: 'mf_directories', port: 3002, exposes, mode: argv.mode }));
