// Cache lifetimes: content-hashed files never change, so a year
// and `immutable`; the entry files name the hashed ones and must be asked for again every time, so a
// redeployed remote or a moved API is picked up on the next page load. A remote's
// `ssr/ssr-manifest.json` names its current Node build (server rendering) the same way.
import path from 'node:path';

export const ENTRY_FILES = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'config.json',
  'ssr-manifest.json',
]);
// A words file in one language (mf.wordsFiles.mjs) is named by its whole file's hash: `x.0123abcd.bn.js`.
const HASHED = /(^|\.)[0-9a-f]{8,}(\.(en|bn))?\.(js|css|png|jpe?g|gif|webp|avif|svg|woff2?)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Cache-Control for a file by its name (a `.br`/`.gz` variant counts as the file it encodes). */
export function cacheControlFor(file: string): string {
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(base) || base.endsWith('.html')) return REVALIDATE;
  if (HASHED.test(base)) return IMMUTABLE;
  return 'public, max-age=300';
}
