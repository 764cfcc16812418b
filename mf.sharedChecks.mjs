// What the build's shared-package checks read (mf.shared.mjs uses them to configure and to guard the
// builds): the exports the apps' code imports from a tree-shaken package, what a build keeps, and
// whether a version is in a caret range. Plain functions over files and stats, no bundler.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.dirname(fileURLToPath(import.meta.url));

const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;
const VERSION = /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

/**
 * Whether `version` is in the caret range `range` (`^1.2.3`: at least 1.2.3, below 2.0.0; `^0.2.3`:
 * below 0.3.0; `^0.0.3`: exactly 0.0.3). A prerelease (`2.1.0-beta.1`) is outside every caret range,
 * as in npm's semver. A range of another form is not checked here (true).
 * @param {string} version
 * @param {string} range
 */
export function caretSatisfies(version, range) {
  const want = CARET.exec(range);
  if (!want) return true;
  const have = VERSION.exec(version);
  if (!have || have[4]) return false;
  const [major, minor, patch] = [have[1], have[2], have[3]].map(Number);
  const [wantMajor, wantMinor, wantPatch] = [want[1], want[2], want[3]].map(Number);
  const atLeast =
    major > wantMajor || (major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch)));
  if (!atLeast) return false;
  if (wantMajor > 0) return major === wantMajor;
  if (wantMinor > 0) return major === 0 && minor === wantMinor;
  return major === 0 && minor === 0 && patch === wantPatch;
}

// Shared tree-shaking (@module-federation/enhanced, experimental). A shared
// package is normally sent whole, because the host cannot know what a remote will import. For these
// packages every app ships only the exports that the code of ALL the apps imports (usedExportsInCode),
// in 'runtime-infer' mode: with brotli, react-router-dom went from 52,434 to 14,031 bytes, styled-components from
// 11,727 to 10,420 (bench/RESULTS.md). The risk: a remote deployed later that imports an export the
// live host dropped breaks at run time. SharedExportsGuardPlugin below fails such a build.
// react-redux and @reduxjs/toolkit are also imported by another shared package, RTK Query's React
// entry (which the apps' code never sees): what that library imports from them is kept as well
// (LIBRARY_IMPORTERS). Not on `react` (crashes Rspack 2.3, TOOLCHAIN.md).
export const TREE_SHAKEN = ['react-router-dom', 'styled-components', 'react-redux', '@reduxjs/toolkit'];
// For a shaken package, the shared (or bundled-with-a-shared) libraries that import from it: their ES
// module files are read like the apps' source.
export const LIBRARY_IMPORTERS = {
  'react-redux': ['@reduxjs/toolkit/query/react'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
};
const SOURCE_DIRS = ['shell/src', 'mf-public/src', 'mf-directories/src', 'mf-admin/src', 'shared-kit/src'];

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(file);
    // Tests import through jest, never through federation.
    return /\.(tsx?|jsx?|mjs)$/.test(name) && !/\.test\.[jt]sx?$/.test(name) ? [file] : [];
  });
}

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(type\s+)?([\w$]+\s*,?\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The exports of `pkg` that the apps' source imports (`default` for a default import), sorted; null
 * when some file takes the whole module (`import * as`, `import('pkg')`), so it must not be shaken.
 */
export function usedExportsInCode(pkg, dirs = SOURCE_DIRS.map((d) => path.join(root, d))) {
  return importsIn(
    pkg,
    dirs.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8')),
  );
}

/** What the module texts given import from `pkg` (as usedExportsInCode). */
function importsIn(pkg, texts) {
  const used = new Set();
  for (const text of texts) {
    for (const [, typeOnly, defaultName, named, from] of text.matchAll(IMPORT)) {
      if (from !== pkg || typeOnly) continue;
      if (defaultName && defaultName.replace(',', '').trim()) used.add('default');
      if (named?.startsWith('*')) return null;
      for (const part of named ? named.slice(1, -1).split(',') : []) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) used.add(name.split(/\s+as\s+/)[0].trim());
      }
    }
    for (const [, from] of text.matchAll(DYNAMIC)) if (from === pkg) return null;
  }
  return [...used].sort();
}

/** The ES module file a bundler loads for `specifier` (its package's `module` or `import` export). */
function esmFileOf(specifier) {
  const [, name, subpath = ''] = specifier.match(/^((?:@[^/]+\/)?[^/]+)(\/.*)?$/);
  const packageJson = require.resolve(`${name}/package.json`);
  const pick = (target) =>
    typeof target === 'string' ? target : pick(target.module ?? target.import ?? target.default);
  return path.join(
    path.dirname(packageJson),
    pick(JSON.parse(readFileSync(packageJson, 'utf8')).exports[`.${subpath}`]),
  );
}

/**
 * What the apps and the libraries of LIBRARY_IMPORTERS import from `pkg`; null when either takes the
 * whole module.
 */
export function usedExportsOfShared(pkg) {
  const lists = [
    usedExportsInCode(pkg),
    ...(LIBRARY_IMPORTERS[pkg] ?? []).map((lib) => importsIn(pkg, [readFileSync(esmFileOf(lib), 'utf8')])),
  ];
  if (lists.some((list) => list === null)) return null;
  return [...new Set(lists.flat())].sort();
}

/**
 * `pkg.export` for every export in `needs` ({ pkg: [exports], or null for the whole module }) that
 * `kept` ({ pkg: [exports] }) lacks.
 */
export function missingExports(needs, kept) {
  return Object.entries(needs).flatMap(([pkg, names]) => {
    // A package the other side does not shake is shipped whole: nothing can be missing from it.
    if (!Array.isArray(kept[pkg])) return [];
    if (names === null) return [`${pkg}.* (the whole module)`];
    return names.filter((n) => !kept[pkg].includes(n)).map((n) => `${pkg}.${n}`);
  });
}

/** What the tree-shaken packages keep in a build, from its mf-stats.json. */
export function keptExports(stats) {
  return Object.fromEntries(
    (stats.shared ?? []).filter((s) => TREE_SHAKEN.includes(s.name)).map((s) => [s.name, s.usedExports ?? null]),
  );
}
