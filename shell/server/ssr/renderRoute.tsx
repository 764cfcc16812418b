// Server rendering of the public pages: the frame and the page's
// content in the HTML, the page's styles in <head>, and the API cache the browser hydrates from.
// Built for Node by rspack.ssr.config.mjs (dist-ssr/ssr.cjs); the site's server calls it through
// render.mjs. The server renders as an anonymous visitor: no token, no per-user content.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  baseApi,
  DocumentHeadContext,
  KitProviders,
  LOCALE_PREFIX,
  localeOfPath,
  makeStore,
  stripLocale,
  setRuntimeConfig,
  type AppStore,
  type DocumentHead,
  type RootState,
  type RuntimeConfig,
} from '@gsvmc/shared-kit';
import { App } from '../../src/app/App';
import { PUBLIC_REMOTE_PAGES, routes } from '../../src/routes/routeTable';
import { forgetAllRemotePages, preloadRemotePage } from '../../src/federation/RemotePage';
import type { RemotePageId } from '../../src/federation/remotes';
import { onRemoteBuildChanged } from './remoteLoader';
import type { RenderRoute } from '../ssrContract';
import { dehydrate, hasFailedCall, pageStatus, splitHoisted } from './renderState';

export interface RenderRequest {
  /** Path and query of the request, e.g. `/notice?x=1`. */
  url: string;
  /** The runtime config the browser gets (apiBaseUrl, fileBaseUrl, remotes). */
  config: Partial<RuntimeConfig>;
  /** Origin the server reaches the API at, e.g. `http://127.0.0.1:4000`. */
  apiOrigin: string;
  /**
   * How long the page's code and API calls may take, in ms (default RENDER_TIMEOUT_MS). Calls still
   * running then are cancelled, so the page renders its own error state rather than a spinner.
   */
  deadlineMs?: number;
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
  /**
   * The page met a failure: its remote's code did not load, or an API call failed or ran out of
   * time (a 404 is an answer, not a failure). The HTML shows the page's fallback or error state; the
   * site server sends it but keeps its last good render of the page instead of this one.
   */
  degraded: boolean;
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
  const matches = matchRoutes(routes, stripLocale(pathname));
  const leaf = matches?.[matches.length - 1]?.route;
  if (!leaf) return null;
  if (leaf.path === '*') return { status: 404, page: null };
  const page = PUBLIC_REMOTE_PAGES.find((entry) => entry.path === leaf.path)?.page;
  return page ? { status: 200, page } : null;
}

/**
 * Loads the Node code of every public page from its remote before the first visitor asks (at the
 * server's start), so the first render of a page costs its API calls only. Resolves to the pages that
 * could not be loaded (a remote not up yet); those load on their first render, as before.
 */
export async function warmUp(config: Partial<RuntimeConfig>): Promise<RemotePageId[]> {
  setRuntimeConfig({ ...config, apiBaseUrl: config.apiBaseUrl ?? '/api' });
  const pages = [...new Set(PUBLIC_REMOTE_PAGES.map((entry) => entry.page))];
  const results = await Promise.allSettled(pages.map((page) => preloadRemotePage(page)));
  return pages.filter((_, i) => results[i]!.status === 'rejected');
}

/** The API's base for calls made from the server: the browser's path on the API's origin. */
function serverApiBase(apiBaseUrl: string, apiOrigin: string): string {
  const path = new URL(apiBaseUrl, 'http://site.invalid').pathname;
  return new URL(path, apiOrigin).href;
}

function tree(store: AppStore, url: string, head: DocumentHead | null = null): ReactNode {
  // The same tree as src/bootstrap.tsx, with StaticRouter in place of BrowserRouter. The language is
  // the address's, given to this request's tree alone: concurrent renders never share it.
  const addressLocale = localeOfPath(new URL(url, 'http://site.invalid').pathname);
  return (
    <StrictMode>
      <DocumentHeadContext.Provider value={head}>
        {/* The base style is in the document's head (document.ts). */}
        <KitProviders store={store}>
          <StaticRouter location={url} basename={LOCALE_PREFIX[addressLocale] || undefined}>
            <App addressLocale={addressLocale} />
          </StaticRouter>
        </KitProviders>
      </DocumentHeadContext.Provider>
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
 * Waits for the page's running API calls until `signal` aborts (the render's deadline). Calls still
 * running then are cancelled: each becomes a failed call, which the page shows as its own error state
 * (with its retry button), instead of a spinner the server would send and never end.
 */
export async function awaitCalls(store: AppStore, signal: AbortSignal): Promise<void> {
  await settle(Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk())), signal);
  if (!signal.aborted) return;
  const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
  for (const call of running) call.abort();
  await Promise.allSettled(running);
}

/** What a call the drawing render did not start gives back to the hook that asked for it. */
const NOT_STARTED = Object.freeze({
  arg: undefined,
  requestId: '',
  abort() {},
  unsubscribe() {},
  refetch() {},
  updateSubscriptionOptions() {},
  unwrap: () => new Promise<never>(() => {}),
});

/**
 * The store the second render draws from: the same state, but the hooks' calls (thunks) are not
 * started. Hooks subscribe while rendering on the server, and RTK Query asks again for a call that
 * failed when a component subscribes to it: the page would then be drawn as loading ("Loading
 * notices...") instead of with its error state, although the state handed to the browser says failed.
 * The browser asks again itself once the page runs.
 */
export function drawingStore(store: AppStore): AppStore {
  const dispatch = ((action: unknown) =>
    typeof action === 'function' ? NOT_STARTED : store.dispatch(action as never)) as AppStore['dispatch'];
  return { ...store, dispatch };
}

export async function renderRoute({
  url,
  config,
  apiOrigin,
  deadlineMs = RENDER_TIMEOUT_MS,
  clientAddress,
}: RenderRequest): Promise<RenderResult | null> {
  const location = new URL(url, 'http://site.invalid');
  const plan = planRoute(location.pathname);
  if (!plan) return null;
  // The API's own address for the server's calls only: links drawn into the page (the notice feed)
  // keep the base the browser is given.
  setRuntimeConfig({ ...config, serverApiBaseUrl: serverApiBase(config.apiBaseUrl ?? '/api', apiOrigin) });
  const signal = AbortSignal.timeout(deadlineMs);
  const path = `${location.pathname}${location.search}`;
  const store = makeStore(undefined, { forwardedFor: clientAddress });

  // The page's code first, so neither render waits on it; a remote that is down leaves the lazy
  // path, which renders the page's fallback.
  let remoteFailed = false;
  if (plan.page) {
    const loaded = await settle(
      preloadRemotePage(plan.page).then(
        () => true,
        () => false,
      ),
      signal,
    );
    remoteFailed = loaded !== true;
  }

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
  await awaitCalls(store, signal);
  // The state the second render draws from. Taken now: during that render a call that failed is asked
  // again (RTK Query retries a failed call when a component subscribes), which would hand the browser a
  // pending call in place of the failure the HTML shows.
  const state = dehydrate(store.getState());

  const sheet = new ServerStyleSheet();
  const documentHead: DocumentHead = {};
  try {
    // Not bound by the signal: with its data in the store this render only draws.
    const { hoisted, body } = splitHoisted(
      await toHtml(sheet.collectStyles(tree(drawingStore(store), path, documentHead)), new AbortController().signal),
    );
    return {
      status: pageStatus(plan.status, state),
      ...(documentHead.title ? { title: documentHead.title } : {}),
      head: sheet.getStyleTags() + hoisted,
      html: body,
      state,
      degraded: remoteFailed || hasFailedCall(state),
    };
  } finally {
    sheet.seal();
  }
}

// One contract between the site's server and this module: a change to ssrContract.ts that this
// function no longer meets fails the type check.
void (renderRoute satisfies RenderRoute);
