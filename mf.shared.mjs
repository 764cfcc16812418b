// The one shared list every federated app uses (ARCHITECTURE.md "Composition at run time").
// Subpaths need keys of their own: `react` does not cover `react/jsx-runtime`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  caretSatisfies,
  keptExports,
  missingExports,
  TREE_SHAKEN,
  usedExportsInCode,
  usedExportsOfShared,
} from './mf.sharedChecks.mjs';
import { CompileHintsPlugin } from './compileHints.mjs';
import { FederationRuntimeEsmPlugin } from './mf.runtimeEsm.mjs';
import { WordsFilesPlugin, wordsRule } from './mf.wordsFiles.mjs';

// The checks' plain functions, for the tests and tools that read them here.
export * from './mf.sharedChecks.mjs';

const require = createRequire(import.meta.url);
const root = path.dirname(fileURLToPath(import.meta.url));
const kit = require('./shared-kit/package.json');
const deps = kit.peerDependencies;

// Each shared package's range (shared-kit's peerDependencies), checked when a remote is built against
// the host it will run with (SharedExportsGuardPlugin), not in the visitor's browser: Module
// Federation's run-time check rebuilds its semver regular expressions on every check, one of the
// longest steps of a page's start on a phone, to print a console warning nobody reads.
/** @type {Record<string, string>} */
export const requiredVersions = {};
const singleton = (pkg, version = deps[pkg]) => {
  requiredVersions[pkg] = version;
  return { singleton: true, requiredVersion: false };
};

/**
 * `pkg@version (needs range)` for every shared package the host's build (its mf-stats.json) provides
 * at a version outside the range this build requires.
 * @param {{ shared?: Array<{ name: string, version: string }> }} hostStats
 * @param {Record<string, string>} [required]
 */
export function versionMismatches(hostStats, required = requiredVersions) {
  return (hostStats.shared ?? [])
    .filter((s) => required[s.name] && !caretSatisfies(s.version, required[s.name]))
    .map((s) => `${s.name}@${s.version} (needs ${required[s.name]})`);
}

function treeShaken(pkg) {
  const usedExports = usedExportsOfShared(pkg);
  return usedExports ? { ...singleton(pkg), treeShaking: { mode: 'runtime-infer', usedExports } } : singleton(pkg);
}

async function readJson(location) {
  try {
    if (/^https?:/.test(location)) {
      const res = await fetch(location);
      return res.ok ? await res.json() : null;
    }
    return existsSync(location) ? JSON.parse(readFileSync(location, 'utf8')) : null;
  } catch {
    return null;
  }
}

export const REMOTE_DIRS = ['mf-public', 'mf-directories', 'mf-admin'];

/**
 * Fails a production build when a remote imports an export of a tree-shaken shared package that the
 * host's build dropped, or needs a version of a shared package other than the host's (the host's copy
 * is the one every remote runs with).
 * - In a remote: its own source's imports (written to dist/shared-needs.json) and its ranges
 *   (dist/shared-versions.json) are checked against the host's mf-stats.json: MF_HOST_STATS (a path,
 *   or the live host's URL when a remote is deployed alone), by default shell/dist/mf-stats.json.
 * - In the shell: every built remote's two files are checked against what the shell keeps and provides.
 * The root build builds the shell first, so each remote is checked against the shell it ships with.
 */
export class SharedExportsGuardPlugin {
  constructor({ role, sourceDir }) {
    this.role = role;
    this.sourceDir = sourceDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const fail = (compilation, text) => compilation.errors.push(new compiler.webpack.WebpackError(text));
    if (this.role === 'remote') {
      compiler.hooks.thisCompilation.tap('SharedExportsGuardPlugin', (compilation) => {
        compilation.hooks.processAssets.tap('SharedExportsGuardPlugin', () => {
          const needs = Object.fromEntries(TREE_SHAKEN.map((pkg) => [pkg, usedExportsInCode(pkg, [this.sourceDir])]));
          compilation.emitAsset('shared-needs.json', new RawSource(JSON.stringify(needs, null, 2)));
          compilation.emitAsset('shared-versions.json', new RawSource(JSON.stringify(requiredVersions, null, 2)));
        });
      });
    }
    compiler.hooks.afterEmit.tapPromise('SharedExportsGuardPlugin', async (compilation) => {
      const stats = compilation.getAsset('mf-stats.json');
      if (!stats) return;
      if (this.role === 'remote') {
        const needs = JSON.parse(compilation.getAsset('shared-needs.json').source.source().toString());
        const location = process.env.MF_HOST_STATS ?? path.join(root, 'shell/dist/mf-stats.json');
        const host = await readJson(location);
        if (!host) {
          compilation.warnings.push(
            new compiler.webpack.WebpackError(
              `Shared tree-shaking not checked: no host build at ${location} (set MF_HOST_STATS).`,
            ),
          );
          return;
        }
        const missing = missingExports(needs, keptExports(host));
        if (missing.length)
          fail(
            compilation,
            `This remote imports ${missing.join(', ')}, which the host (${location}) dropped by shared ` +
              'tree-shaking. Rebuild and deploy the shell first (npm run build -w shell), then this remote.',
          );
        const outdated = versionMismatches(host);
        if (outdated.length)
          fail(
            compilation,
            `The host (${location}) provides ${outdated.join(', ')}, outside the versions this remote is ` +
              'built for. Update and deploy the shell first, then this remote.',
          );
        return;
      }
      const own = JSON.parse(stats.source.source().toString());
      const kept = keptExports(own);
      for (const dir of REMOTE_DIRS) {
        const required = await readJson(path.join(root, dir, 'dist/shared-versions.json'));
        const outdated = required ? versionMismatches(own, required) : [];
        if (outdated.length)
          fail(
            compilation,
            `${dir} (as built in ${dir}/dist) needs other versions than this shell build provides: ` +
              `${outdated.join(', ')}.`,
          );
        const needs = await readJson(path.join(root, dir, 'dist/shared-needs.json'));
        const missing = needs ? missingExports(needs, kept) : [];
        if (missing.length)
          fail(
            compilation,
            `${dir} (as built in ${dir}/dist) imports ${missing.join(', ')}, which this shell build drops by ` +
              'shared tree-shaking (mf.shared.mjs).',
          );
      }
    });
  }
}

export const shared = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', deps.react),
  'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', deps.react),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', deps['react-dom']),
  'react-router-dom': treeShaken('react-router-dom'),
  'react-redux': treeShaken('react-redux'),
  '@reduxjs/toolkit': treeShaken('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': singleton('@reduxjs/toolkit/query/react', deps['@reduxjs/toolkit']),
  'styled-components': treeShaken('styled-components'),
  '@gsvmc/shared-kit': singleton('@gsvmc/shared-kit', `^${kit.version}`),
  // What only some pages need, shared apart so a first page never downloads it (shared-kit/src/index.ts).
  '@gsvmc/shared-kit/dialog': singleton('@gsvmc/shared-kit/dialog', `^${kit.version}`),
  '@gsvmc/shared-kit/table': singleton('@gsvmc/shared-kit/table', `^${kit.version}`),
  '@gsvmc/shared-kit/forms': singleton('@gsvmc/shared-kit/forms', `^${kit.version}`),
};

/**
 * Left out of the browser builds (`resolve.alias` to false): React Router's server-side cookie and
 * session helpers (createCookie, createSessionStorage...) import these two CommonJS packages, and a
 * shared copy of react-router-dom, shaken by its used exports, still carried them (4.8 KB; the same
 * source built as one bundle drops them). No page runs on the server's cookie API; the site's own
 * session is an HTTP-only cookie the API host sets.
 */
export const serverOnlyModules = { cookie: false, 'set-cookie-parser': false };

export const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
  },
};

/**
 * The shared list for a build. Tree-shaking only in production: in a development build (the dev
 * servers, a remote's standalone page) the shaken share fails at run time ("__exportAll is not a
 * function"), and bytes do not matter there.
 */
export function sharedFor(production) {
  if (production) return shared;
  return Object.fromEntries(Object.entries(shared).map(([pkg, { treeShaking: _unused, ...config }]) => [pkg, config]));
}

/**
 * The rspack config of a remote: each remote's own rspack.config.mjs names its container, port and
 * exposed pages and calls this, so the three build the same way.
 */
export async function remoteConfig({ name, port, exposes, mode }) {
  const { rspack } = await import('@rspack/core');
  const { ModuleFederationPlugin } = await import('@module-federation/enhanced/rspack');
  const production = mode === 'production';
  // A public remote's production build writes its words files in each language (mf.wordsFiles.mjs); the
  // admin portal's keeps both languages in its code, since staff change its language in place.
  const ownWords = production && name !== 'mf_admin';
  return {
    entry: './src/index.ts',
    output: {
      // 'auto': the remote's URL is chosen at run time (config.json), not at build time.
      publicPath: 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // A page's code in one file unless what two pages share is large: a shared piece under 60 KB (before
    // minifying) is copied into each page's file. A first visit downloads the same modules either way,
    // but a file of its own costs a request and compresses worse on its own (the notice board: 543
    // bytes of brotli less as one file than as two). The default (20 KB) split it into two. Not in the
    // admin portal, where staff open page after page: copies there grew its files by a sixth (57 KB of
    // brotli) for a first page that no visitor waits for.
    ...(name === 'mf_admin' ? {} : { optimization: { splitChunks: { minSize: 60_000 } } }),
    // `rspack serve` turns lazy compilation on for dynamic imports; the `import('./bootstrap')`
    // boundary then fails to load its proxy chunk (blank standalone page), so keep it off.
    lazyCompilation: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: serverOnlyModules },
    module: {
      rules: [
        swcRule,
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
        ...(ownWords ? [wordsRule()] : []),
      ],
    },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The API listens on IPv4; "localhost" may resolve to ::1 first.
      proxy: [{ context: ['/api', '/uploads'], target: 'http://127.0.0.1:4000' }],
    },
    plugins: [
      // The standalone page is for the team's dev server only: a production remote relies on the
      // shell's runtime. Absolute script paths, so a deep link such as /facultyDetails/x loads /main.js.
      ...(production ? [] : [new rspack.HtmlRspackPlugin({ template: './index.html', publicPath: '/' })]),
      ...(production ? [new SharedExportsGuardPlugin({ role: 'remote', sourceDir: path.resolve('src') })] : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedFor(production),
        manifest: true,
        dts: false, // TOOLCHAIN.md pitfall 4
        // Production remotes use the runtime the shell provides (shell: provideExternalRuntime);
        // the dev server keeps a runtime of its own so the remote's standalone page runs alone.
        experiments: { optimization: { target: 'web' }, externalRuntime: production },
        // Names each words file in the page's language as the remote's entry starts (mf.wordsRemote.mjs).
        ...(ownWords ? { runtimePlugins: [path.join(root, 'mf.wordsRemote.mjs')] } : {}),
      }),
      new FederationRuntimeEsmPlugin(),
      // The entry and the exposed pages compile whole as they load (compileHints.mjs).
      ...(production ? [new CompileHintsPlugin()] : []),
      ...(ownWords ? [new WordsFilesPlugin()] : []),
    ],
  };
}
