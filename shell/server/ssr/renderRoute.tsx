// Server rendering of the public pages (issue 10, "Content from HTML"): the frame and the page's
// content in the HTML, the page's styles in <head>, and the API cache the browser hydrates from.
// Built for Node by rspack.ssr.config.mjs (dist-ssr/ssr.cjs); the site's server calls it through
// render.mjs. The server renders as an anonymous visitor: no token, no per-user content.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  baseApi,
  KitProviders,
  makeStore,
  setRuntimeConfig,
  type AppStore,
  type RootState,
  type RuntimeConfig,
} from '@gsvmc/shared-kit';
import { App } from '../../src/app/App';
import { PUBLIC_REMOTE_PAGES, routes } from '../../src/routes/routeTable';
import { forgetAllRemotePages, preloadRemotePage } from '../../src/federation/RemotePage';
import type { RemotePageId } from '../../src/federation/remotes';
import { onRemoteBuildChanged } from './remoteLoader';
import type { RenderRoute } from '../ssrContract';

export interface RenderRequest {
  /** Path and query of the request, e.g. `/notice?x=1`. */
  url: string;
  /** The runtime config the browser gets (apiBaseUrl, fileBaseUrl, remotes). */
  config: Partial<RuntimeConfig>;
  /** Origin the server reaches the API at, e.g. `http://127.0.0.1:4000`. */
  apiOrigin: string;
  /** The visitor's address, sent with the page's API calls as X-Forwarded-For (ssrContract.ts). */
  clientAddress?: string;
}

export interface RenderResult {
  status: number;
  /** Style tags for <head>. */
  head: string;
  /** The markup for <div id="root">. */
  html: string;
  /** Preloaded store state for the browser (`serializeState` writes it safely into a script). */
  state: Partial<RootState>;
}

/** How long a page may take (remote code and API calls together) before it is sent with what is ready. */
export const RENDER_TIMEOUT_MS = 4000;

// A remote redeployed alone: the pages of its old build must not be rendered again.
onRemoteBuildChanged(() => forgetAllRemotePages());

type Plan = { status: number; page: RemotePageId | null };

/**
 * What the server renders for a path: a public remote page (200) or the not-found page (404), both
 * inside the frame. Everything else (login, register, profile, unauthorized, the admin portal) shows
 * per-user state or sits behind a guard, and is drawn in the browser only.
 */
export function planRoute(pathname: string): Plan | null {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  if (!leaf) return null;
  if (leaf.path === '*') return { status: 404, page: null };
  const page = PUBLIC_REMOTE_PAGES.find((entry) => entry.path === leaf.path)?.page;
  return page ? { status: 200, page } : null;
}

/** The API's base for calls made from the server: the browser's path on the API's origin. */
function serverApiBase(apiBaseUrl: string, apiOrigin: string): string {
  const path = new URL(apiBaseUrl, 'http://site.invalid').pathname;
  return new URL(path, apiOrigin).href;
}

function tree(store: AppStore, url: string): ReactNode {
  // The same tree as src/bootstrap.tsx, with StaticRouter in place of BrowserRouter.
  return (
    <StrictMode>
      <KitProviders store={store}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </KitProviders>
    </StrictMode>
  );
}

async function toHtml(node: ReactNode, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    signal,
    // Every boundary in place: above this size React moves a boundary's markup to the end of the
    // document behind an inline script, which shows nothing without JavaScript (and a strict CSP
    // forbids inline scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A page that fails on the server is sent as its fallback and drawn again in the browser, where
    // the error boundary decides; the reason goes to the log once.
    onError(error) {
      console.warn('[ssr]', error instanceof Error ? error.message : error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

function settle<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | void> {
  return Promise.race([
    promise,
    new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true })),
  ]);
}

/**
 * The store state handed to the browser: answered calls only (a call still pending would look in
 * flight to the browser and never be made), no subscriptions (the browser's components make their own).
 */
export function dehydrate(state: RootState): Partial<RootState> {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return {
    api: {
      ...state.api,
      queries,
      mutations: {},
      subscriptions: {},
      config: { ...state.api.config, middlewareRegistered: false },
    } as RootState['api'],
    auth: state.auth,
  };
}

/**
 * The page's status: the route's, or 404 when the API answered 404 to one of the page's calls (an
 * unknown faculty id shows "Faculty not found"), so search engines and link previews see a missing page.
 */
export function pageStatus(routeStatus: number, state: Partial<RootState>): number {
  const queries = Object.values(state.api?.queries ?? {});
  const missing = queries.some(
    (entry) => entry?.status === 'rejected' && (entry.error as { status?: unknown } | undefined)?.status === 404,
  );
  return missing ? 404 : routeStatus;
}

export async function renderRoute({
  url,
  config,
  apiOrigin,
  clientAddress,
}: RenderRequest): Promise<RenderResult | null> {
  const location = new URL(url, 'http://site.invalid');
  const plan = planRoute(location.pathname);
  if (!plan) return null;
  setRuntimeConfig({ ...config, apiBaseUrl: serverApiBase(config.apiBaseUrl ?? '/api', apiOrigin) });
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  const path = `${location.pathname}${location.search}`;
  const store = makeStore(undefined, { forwardedFor: clientAddress });

  // The page's code first, so neither render waits on it; a remote that is down leaves the lazy
  // path, which renders the page's fallback.
  if (plan.page)
    await settle(
      preloadRemotePage(plan.page).catch(() => undefined),
      signal,
    );

  // First render: the page's hooks start its API calls (baseApi subscribes during render on the
  // server). Its markup is thrown away once they have answered.
  const firstSheet = new ServerStyleSheet();
  try {
    await toHtml(firstSheet.collectStyles(tree(store, path)), signal);
  } catch {
    // Out of time: the second render sends what is ready.
  } finally {
    firstSheet.seal();
  }
  await settle(Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk())), signal);
  if (signal.aborted) console.warn(`[ssr] ${path} was not ready within ${RENDER_TIMEOUT_MS} ms: sent with what was`);
  // The state the second render draws from. Taken now: during that render a call that failed is asked
  // again (RTK Query retries a failed call when a component subscribes), which would hand the browser a
  // pending call in place of the failure the HTML shows.
  const state = dehydrate(store.getState());

  const sheet = new ServerStyleSheet();
  try {
    // Not bound by the signal: with its data in the store this render only draws.
    const html = await toHtml(sheet.collectStyles(tree(store, path)), new AbortController().signal);
    return { status: pageStatus(plan.status, state), head: sheet.getStyleTags(), html, state };
  } finally {
    sheet.seal();
  }
}

// One contract between the site's server and this module: a change to ssrContract.ts that this
// function no longer meets fails the type check.
void (renderRoute satisfies RenderRoute);

/** JSON for `<script type="application/json" id="__GSVMC_STATE__">`: nothing in it can end the script. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
