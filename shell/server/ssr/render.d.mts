// Types of render.mjs for TypeScript callers (the site's server).
export interface RenderRequest {
  /** Path and query of the request, e.g. `/notice?x=1`. */
  url: string;
  /** The runtime config the browser gets: apiBaseUrl, fileBaseUrl, remotes (name -> mf-manifest.json URL). */
  config: { apiBaseUrl?: string; fileBaseUrl?: string; remotes?: Record<string, string>; webmailUrl?: string };
  /** Origin the server reaches the API at, e.g. `http://127.0.0.1:4000`. */
  apiOrigin: string;
}
export interface RenderResult {
  status: number;
  head: string;
  html: string;
  state: unknown;
}
export const SSR_BUNDLE: string;
export function renderRoute(request: RenderRequest): Promise<RenderResult | null>;
export function serializeState(state: unknown): string;
