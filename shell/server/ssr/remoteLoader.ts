// Loads a remote's Node build (mf.ssr.mjs) from the remote's own URL: `ssr/ssr-manifest.json` beside
// its `mf-manifest.json` names the current file, which is fetched once per deployment and evaluated
// with the shell's copies of the shared singletons. A remote redeployed alone is rendered with its new
// code on the next request; a remote that cannot be reached makes its pages fall back.
//
// The remote's code runs inside the site's server with the server's rights, as its browser code runs
// in the visitor's page: only remotes the deployment's own config names are ever loaded.
import vm from 'node:vm';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactRedux from 'react-redux';
import * as Toolkit from '@reduxjs/toolkit';
import * as ToolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as StyledComponents from 'styled-components';
// The remotes' server builds get shared-kit whole, as the browser's share scope gives it to them.
// eslint-disable-next-line no-restricted-imports
import * as SharedKit from '@gsvmc/shared-kit';
import * as SharedKitDialog from '@gsvmc/shared-kit/dialog';
import * as SharedKitTable from '@gsvmc/shared-kit/table';
import * as SharedKitForms from '@gsvmc/shared-kit/forms';

/** How long the server waits for a remote's files before rendering its fallback. */
export const REMOTE_FETCH_TIMEOUT_MS = 2000;

/**
 * What a remote's Node build may take from the shell: the federated singletons of mf.shared.mjs
 * (`ssrSharedModules` in mf.ssr.mjs), as this bundle has them. jsx-dev-runtime and react-dom/client
 * are shared too but never reached by a production build rendering on the server.
 */
const sharedModules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-router-dom': ReactRouterDom,
  'react-redux': ReactRedux,
  '@reduxjs/toolkit': Toolkit,
  '@reduxjs/toolkit/query/react': ToolkitQueryReact,
  'styled-components': StyledComponents,
  '@gsvmc/shared-kit': SharedKit,
  '@gsvmc/shared-kit/dialog': SharedKitDialog,
  '@gsvmc/shared-kit/table': SharedKitTable,
  '@gsvmc/shared-kit/forms': SharedKitForms,
};

function sharedRequire(request: string): unknown {
  if (request in sharedModules) return sharedModules[request];
  throw new Error(`a remote's server build asked for "${request}", which the shell does not share`);
}

type PageModule = { default?: unknown };
interface RemoteBuild {
  entryUrl: string;
  pages: Record<string, () => Promise<PageModule>>;
}

/** The current build of each remote, by manifest URL; replaced when ssr-manifest.json names another file. */
const builds = new Map<string, RemoteBuild>();
const listeners = new Set<(manifestUrl: string) => void>();

/** Called when a remote's build changed, so cached pages of the old build are dropped. */
export function onRemoteBuildChanged(listener: (manifestUrl: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function fetchOk(url: string): Promise<Response> {
  const res = await fetch(url, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res;
}

function evaluate(code: string, entryUrl: string, publicPath: string): RemoteBuild['pages'] {
  const module = { exports: {} as { pages?: RemoteBuild['pages'] } };
  const run = vm.compileFunction(code, ['module', 'exports', 'require', '__gsvmc_public_path__'], {
    filename: entryUrl,
  });
  run(module, module.exports, sharedRequire, publicPath);
  if (!module.exports.pages) throw new Error(`${entryUrl} exports no pages`);
  return module.exports.pages;
}

/**
 * Makes sure the current build of the remote at `manifestUrl` is loaded: asks its ssr-manifest.json
 * (a few hundred bytes) every time, and fetches and evaluates the named file only when it changed.
 */
export async function refreshRemote(manifestUrl: string): Promise<RemoteBuild> {
  const ssrBase = new URL('ssr/', manifestUrl);
  const manifest = (await (await fetchOk(new URL('ssr-manifest.json', ssrBase).href)).json()) as { entry?: unknown };
  if (typeof manifest.entry !== 'string') throw new Error(`${ssrBase.href}ssr-manifest.json names no entry`);
  const entryUrl = new URL(manifest.entry, ssrBase).href;
  const current = builds.get(manifestUrl);
  if (current?.entryUrl === entryUrl) return current;
  const code = await (await fetchOk(entryUrl)).text();
  // Images resolve against the URL the browser loads the remote from, as its browser build does.
  const build = { entryUrl, pages: evaluate(code, entryUrl, new URL('.', manifestUrl).href) };
  builds.set(manifestUrl, build);
  if (current) listeners.forEach((listener) => listener(manifestUrl));
  return build;
}

/** `LandingPage` of the remote at `manifestUrl`, from its current build. */
export async function loadExposedPage(manifestUrl: string, page: string): Promise<PageModule> {
  const build = await refreshRemote(manifestUrl);
  const load = build.pages[page];
  if (!load) throw new Error(`${build.entryUrl} has no page ${page}`);
  return load();
}

/** Test hook: forget every loaded build. */
export function forgetRemoteBuilds(): void {
  builds.clear();
}
