// The seam between the site's server (shell/server/siteServer.ts) and server rendering
// (shell/server/ssr/).
//
// The site's server renders with `shell/server/ssr/render.ts` (built into the server), which loads the
// shell's Node build when it exists, or with another module named by its file (`ssrModule`, the tests'
// stand-ins), and calls its `renderRoute` for every page request of the shell. No Node build means
// client rendering, exactly as before.

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
   * How long the page's code and API calls may take (ms). The site server passes SSR_DEADLINE_MS
   * (600 by default), so a hung API still gives the page's error state within a second.
   */
  deadlineMs?: number;
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
  /**
   * The title the page gave itself while it rendered (a notice's own title, from its data), without the
   * site's name; the site's server uses it for the pages whose table entry says `ownTitle`.
   */
  title?: string;
  /** The rendered frame and page, put inside `<div id="root">`. */
  html: string;
  /**
   * The RTK Query state the page was rendered with. The server writes it as
   * `<script id="__GSVMC_STATE__" type="application/json">` (escaped against `</script>`), for
   * `hydrateRoot` to start from.
   */
  state: unknown;
  /**
   * True when the page met a failure (its remote's code did not load, an API call failed or ran out
   * of time): the HTML shows the page's fallback or error state. The site server sends such a render
   * only when it has no good one of the page, and never keeps it in place of one (render cache).
   */
  degraded?: boolean;
}

/**
 * Renders one route. Resolves to null to leave that route to the browser (client rendering). Must
 * not throw for a remote that is down: render the frame with the page's fallback instead. The site's
 * server gives it `SSR_TIMEOUT_MS` (default 3 s); a rejection or a slower answer means client
 * rendering for that request, and is logged.
 */
export type RenderRoute = (input: RenderRouteInput) => Promise<RenderRouteResult | null>;

/** How long `warmUp` keeps trying the remotes that are not up yet. */
export interface WarmUpOptions {
  attempts?: number;
  delayMs?: number;
  /** Stop trying (the server closed). */
  signal?: AbortSignal;
}

/** What a server-rendering module exports (`shell/server/ssr/render.ts`, or a test's stand-in). */
export interface RenderModule {
  renderRoute: RenderRoute;
  /**
   * Whether `renderRoute` renders this path (false: it resolves to null, the page is drawn in the
   * browser). Optional: without it, every path counts as rendered. The site server keys a rendered
   * page by the content version and a browser-drawn one without it.
   */
  rendersOnServer?: (pathname: string) => boolean;
  /** Optional: loads what rendering needs (remote page code) ahead of the first visits. */
  warmUp?: (config: RuntimeConfig, options?: WarmUpOptions) => Promise<void>;
}
