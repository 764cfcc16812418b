// The seam between the site's server (shell/server/siteServer.mjs) and server rendering
// (shell/server/ssr/, engineer "ssr", issue 10 "Content from HTML").
//
// The site's server imports `shell/server/ssr/render.mjs` (or `render.js`) when that file exists and
// calls its `renderRoute` for every page request of the shell. No such file means client rendering,
// exactly as before. The module must load under plain `node` (Node 20.19+) after `npm run build`.

import type { RuntimeConfig } from '@gsvmc/shared-kit';

export interface RenderRouteInput {
  /** Path and query of the page being opened, e.g. `/notice` or `/facultyDetails/abc?x=1`. */
  url: string;
  /** The runtime config the browser gets (the same object is written into index.html). */
  config: RuntimeConfig;
  /**
   * Where the server reaches the API from inside (an upstream of `API_URL`, e.g.
   * `http://127.0.0.1:4000`), so server-side calls do not loop through the site's own proxy.
   * Calls go to `${apiOrigin}/api/...`.
   */
  apiOrigin: string;
  /**
   * The visitor's address (the site's server's `request.ip`): sent with the page's API calls as
   * X-Forwarded-For, so the API's per-address limits count them against that visitor.
   */
  clientAddress?: string;
}

export interface RenderRouteResult {
  /** HTTP status of the page: 200, or 404 for the not-found page. */
  status: number;
  /** Markup for <head>: the styled-components style tags and anything else the page needs there. */
  head: string;
  /** The rendered frame and page, put inside `<div id="root">`. */
  html: string;
  /**
   * The RTK Query state the page was rendered with. The server writes it as
   * `<script id="__GSVMC_STATE__" type="application/json">` (escaped against `</script>`), for
   * `hydrateRoot` to start from.
   */
  state: unknown;
}

/**
 * Renders one route. Resolves to null to leave that route to the browser (client rendering). Must
 * not throw for a remote that is down: render the frame with the page's fallback instead. The site's
 * server gives it `SSR_TIMEOUT_MS` (default 3 s); a rejection or a slower answer means client
 * rendering for that request, and is logged.
 */
export type RenderRoute = (input: RenderRouteInput) => Promise<RenderRouteResult | null>;

/** What `shell/server/ssr/render.mjs` exports. */
export interface RenderModule {
  renderRoute: RenderRoute;
}
