// Benchmark only: every page the remotes expose, read from each remote's own `exposes`, so that the
// monolith build (rspack.config.mjs) has exactly the pages the federated site has.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exposes as publicExposes } from '../../mf-public/rspack.config.mjs';
import { exposes as directoriesExposes } from '../../mf-directories/rspack.config.mjs';
import { exposes as adminExposes } from '../../mf-admin/rspack.config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Page id (`mf_public/LandingPage`) to the absolute path of its source file. */
export function monolithPages() {
  const remotes = {
    mf_public: ['mf-public', publicExposes],
    mf_directories: ['mf-directories', directoriesExposes],
    mf_admin: ['mf-admin', adminExposes],
  };
  const pages = {};
  for (const [container, [dir, exposes]] of Object.entries(remotes)) {
    for (const [key, file] of Object.entries(exposes)) {
      pages[`${container}/${key.replace(/^\.\//, '')}`] = path.join(root, dir, file);
    }
  }
  return pages;
}
