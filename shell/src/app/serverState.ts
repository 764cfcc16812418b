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

/** The server's state for this page, or null when the page is to be drawn in the browser. */
export function serverRenderedPage(doc: Document, pathname: string): ServerRenderedPage | null {
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
  return { state, page };
}
