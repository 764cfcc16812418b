// What the site's server left in the page when it rendered it (shell/server/ssr/renderRoute.tsx): the
// store state in <script id="__GSVMC_STATE__">, and markup in #root.
import { matchRoutes } from 'react-router-dom';
import { PUBLIC_REMOTE_PAGES, routes } from '../routes/routeTable';
import type { RemotePageId } from '../federation/remotes';

export const STATE_SCRIPT_ID = '__GSVMC_STATE__';

export interface ServerRenderedPage {
  state: unknown;
  /** The remote page the path shows, if any. */
  page: RemotePageId | null;
}

/**
 * The server leaves out what RTK Query records about each request (when it started and ended, its
 * id: shell/server/document.ts `stableState`), so an unchanged page keeps its bytes and its ETag.
 * The browser stamps the calls as answered now: RTK Query then treats them as fresh data and does not
 * ask the API again for what the page already holds. A call the server could not answer (the API was
 * slow or down while it rendered) is not stamped: the page hydrates showing the same error, then asks
 * the API again by itself instead of waiting for the visitor to press Retry.
 */
export function stampCalls(state: unknown, now: number): unknown {
  const api = (state as { api?: { queries?: Record<string, unknown> } } | null)?.api;
  if (!api?.queries || typeof api.queries !== 'object') return state;
  const queries = Object.fromEntries(
    Object.entries(api.queries).map(([key, entry]) => [
      key,
      entry && typeof entry === 'object' && (entry as { status?: unknown }).status !== 'rejected'
        ? { requestId: `server:${key}`, startedTimeStamp: now, fulfilledTimeStamp: now, ...entry }
        : entry,
    ]),
  );
  return { ...(state as object), api: { ...api, queries } };
}

/** The server's state for this page, or null when the page is to be drawn in the browser. */
export function serverRenderedPage(
  doc: Document,
  pathname: string,
  now: number = Date.now(),
): ServerRenderedPage | null {
  const script = doc.getElementById(STATE_SCRIPT_ID);
  const root = doc.getElementById('root');
  if (!script?.textContent || !root?.firstElementChild) return null;
  let state: unknown;
  try {
    state = JSON.parse(script.textContent);
  } catch {
    // A broken state script must not break the page: draw it again in the browser.
    return null;
  }
  if (typeof state !== 'object' || state === null) return null;
  const matches = matchRoutes(routes, pathname);
  const path = matches?.[matches.length - 1]?.route.path;
  const page = PUBLIC_REMOTE_PAGES.find((entry) => entry.path === path)?.page ?? null;
  return { state: stampCalls(state, now), page };
}
