// Shared tree-shaking (mf.shared.mjs): the exports the apps import, derived from their source, and the
// guard's comparison of what a remote needs with what the host keeps.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  keptExports,
  missingExports,
  caretSatisfies,
  requiredVersions,
  shared,
  sharedFor,
  usedExportsInCode,
  versionMismatches,
} from '../mf.shared.mjs';
import kit from '../shared-kit/package.json';

let dir: string;
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
};
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mf-shared-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('usedExportsInCode', () => {
  it('collects named, renamed, multi-line and default imports and re-exports, not types or tests', () => {
    write(
      'a.tsx',
      "import styled, { css } from 'styled-components';\nimport { Link as RouterLink, useParams } from 'react-router-dom';",
    );
    write(
      'b/c.ts',
      "import {\n  Navigate,\n  type NavigateProps,\n} from 'react-router-dom';\nexport { Outlet } from 'react-router-dom';",
    );
    write('d.ts', "import type { Location } from 'react-router-dom';");
    write('e.test.tsx', "import { MemoryRouter } from 'react-router-dom';");
    expect(usedExportsInCode('react-router-dom', [dir])).toEqual(['Link', 'Navigate', 'Outlet', 'useParams']);
    expect(usedExportsInCode('styled-components', [dir])).toEqual(['css', 'default']);
  });

  it('gives up shaking a package some file takes whole', () => {
    write('a.ts', "import { Link } from 'react-router-dom';");
    write('b.ts', "import * as Router from 'react-router-dom';");
    expect(usedExportsInCode('react-router-dom', [dir])).toBeNull();
    write('b.ts', "const lazy = () => import('react-router-dom');");
    expect(usedExportsInCode('react-router-dom', [dir])).toBeNull();
  });
});

describe('the guard', () => {
  it('names every export a remote needs that the host dropped', () => {
    const kept = keptExports({
      shared: [
        { name: 'react-router-dom', usedExports: ['Link', 'useParams'] },
        { name: 'react', usedExports: ['useState'] },
      ],
    });
    expect(kept).toEqual({ 'react-router-dom': ['Link', 'useParams'] });
    expect(missingExports({ 'react-router-dom': ['Link', 'useBlocker'] }, kept)).toEqual([
      'react-router-dom.useBlocker',
    ]);
    expect(missingExports({ 'react-router-dom': ['Link'] }, kept)).toEqual([]);
    // A remote that takes the whole module cannot run with a shaken copy.
    expect(missingExports({ 'react-router-dom': null }, kept)).toEqual(['react-router-dom.* (the whole module)']);
    // A package the host does not shake is sent whole.
    expect(missingExports({ 'styled-components': ['keyframes'] }, kept)).toEqual([]);
  });

  it('configures the real shared list from the code of every app', () => {
    const router = shared['react-router-dom'] as { treeShaking?: { usedExports: string[] } };
    expect(router.treeShaking?.usedExports).toEqual(
      expect.arrayContaining(['BrowserRouter', 'Link', 'useSearchParams']),
    );
    expect(shared.react).not.toHaveProperty('treeShaking');
  });

  it("keeps what RTK Query's React entry imports from the shaken Redux packages, which no app imports itself", () => {
    const kept = (pkg: keyof typeof shared) =>
      (shared[pkg] as { treeShaking?: { usedExports: string[] } }).treeShaking?.usedExports;
    // The apps never import these: RTK Query's hooks do (node_modules/@reduxjs/toolkit/dist/query/react).
    expect(kept('react-redux')).toEqual(
      expect.arrayContaining(['ReactReduxContext', 'batch', 'shallowEqual', 'useDispatch', 'useSelector', 'useStore']),
    );
    expect(kept('@reduxjs/toolkit')).toEqual(
      expect.arrayContaining(['createAsyncThunk', 'createNextState', 'formatProdErrorMessage', 'isRejectedWithValue']),
    );
    // And what the apps import (shared-kit's store) is there as well.
    expect(kept('@reduxjs/toolkit')).toEqual(expect.arrayContaining(['configureStore', 'createSlice']));
  });

  it("shakes nothing in development builds (the dev servers and the remotes' standalone pages)", () => {
    const dev = sharedFor(false) as Record<string, object>;
    expect(Object.keys(dev)).toEqual(Object.keys(shared));
    for (const config of Object.values(dev)) expect(config).not.toHaveProperty('treeShaking');
    expect(dev['react-router-dom']).toEqual({ singleton: true, requiredVersion: false });
    expect(sharedFor(true)).toBe(shared);
  });
});

describe('the version check of shared singletons', () => {
  it('is made when a remote is built against its host, not in the browser', () => {
    for (const [pkg, config] of Object.entries(shared)) {
      // Module Federation's own check (its semver parser, in every visitor's browser) is off...
      expect(config).toMatchObject({ singleton: true, requiredVersion: false });
      // ...and the build knows a caret range for every shared package.
      expect(requiredVersions[pkg]).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    expect(requiredVersions['react-router-dom']).toBe(kit.peerDependencies['react-router-dom']);
    expect(requiredVersions['@gsvmc/shared-kit/dialog']).toBe(`^${kit.version}`);
  });

  it.each([
    ['19.3.1', '^19.2.0', true],
    ['19.2.0', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['20.0.0', '^19.2.0', false],
    ['19.3.0-rc.1', '^19.2.0', false],
    ['0.2.9', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['not-a-version', '^1.0.0', false],
    ['1.0.0', '>=2.0.0', true],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(caretSatisfies(version, range)).toBe(expected);
  });

  it('names each package the host provides at a version outside what the remote needs', () => {
    const host = {
      shared: [
        { name: 'react', version: '19.3.1' },
        { name: 'react-router-dom', version: '6.30.0' },
        { name: 'left-pad', version: '0.0.1' },
      ],
    };
    expect(versionMismatches(host, { react: '^19.2.0', 'react-router-dom': '^7.9.0' })).toEqual([
      'react-router-dom@6.30.0 (needs ^7.9.0)',
    ]);
    // Every package as installed here (what the shell provides) is within its range.
    const installed = Object.keys(shared).map((name) => {
      const pkg = name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
      const dir = pkg === '@gsvmc/shared-kit' ? 'shared-kit' : path.join('node_modules', pkg);
      const file = path.join(__dirname, '..', dir, 'package.json');
      return { name, version: (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version };
    });
    expect(versionMismatches({ shared: installed })).toEqual([]);
    expect(versionMismatches({ shared: [{ name: 'react', version: '18.3.1' }] })).toEqual([
      'react@18.3.1 (needs ^19.2.0)',
    ]);
  });
});
