// What a server render hands on, as pure functions of the store's state and the HTML: the state the
// browser hydrates from (answered calls only, written so nothing in it ends its script), the page's
// status (404 when an API call said so), whether a call failed, and the head elements React hoisted.
import type { RootState } from '@gsvmc/shared-kit';

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

/**
 * React puts a page's hoisted `<link>` and `<meta>` elements (the notice board's feed link) first in
 * its output when it does not render `<head>` itself. They belong in the document's head: feed readers
 * look for the feed there, and HTML allows neither in the body. In the browser React finds them in
 * the head and adopts them.
 */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  const match = /^(?:\s*<(?:link|meta)\b[^<>]*>)+/.exec(html);
  if (!match) return { hoisted: '', body: html };
  return { hoisted: match[0].trim(), body: html.slice(match[0].length) };
}

/** Whether one of the page's calls failed (or was cancelled at the deadline); a 404 is an answer. */
export function hasFailedCall(state: Partial<RootState>): boolean {
  return Object.values(state.api?.queries ?? {}).some(
    (entry) =>
      entry !== undefined &&
      entry.status !== 'fulfilled' &&
      (entry.error as { status?: unknown } | undefined)?.status !== 404,
  );
}

/** JSON for `<script type="application/json" id="__GSVMC_STATE__">`: nothing in it can end the script. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
