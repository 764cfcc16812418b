// How a page answer may be kept by browsers and CDNs, and which copy of it a request gets: the
// Cache-Control of each kind of page, revalidation by ETag and the encoding the browser accepts
// (shell/server/README.md "Caching by browsers and CDNs").
import type { FastifyRequest } from 'fastify';

/** Lifetimes in a public page's Cache-Control, in seconds. */
export interface PageCacheLifetimes {
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

/** The lifetimes the site uses (the README's table; tests pass shorter ones). */
export const PAGE_CACHE_LIFETIMES: PageCacheLifetimes = { sMaxAge: 5, staleWhileRevalidate: 30, staleIfError: 86_400 };

/** Cache-Control of a page every anonymous visitor gets alike (CDN setup: README). */
export function publicPageCacheControl({ sMaxAge, staleWhileRevalidate, staleIfError }: PageCacheLifetimes): string {
  // max-age=0: a browser asks again on every visit and gets a 304 while the page is unchanged; a
  // shared cache (CDN) keeps it for s-maxage and may serve it while it revalidates, or while we fail.
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}, stale-if-error=${staleIfError}`;
}
/**
 * A page showing personal details a person may withdraw (an alumnus's phone and e-mail, shown by
 * consent): a CDN keeps it for s-maxage only, never serving it stale, so a withdrawal is gone from
 * every edge within s-maxage even while this server fails.
 */
export function personalPageCacheControl({ sMaxAge }: PageCacheLifetimes): string {
  return `public, max-age=0, s-maxage=${sMaxAge}`;
}
/** A page that met an API or remote failure: no shared cache may keep it in place of a good one. */
export const FAILED_PAGE_CACHE_CONTROL = 'no-store';
/** A request that carries credentials: never stored or shared, by us or anyone on the way. */
export const PER_USER_CACHE_CONTROL = 'private, no-store';

/**
 * Per-user requests: the site keeps its login token in localStorage and sends it as
 * `Authorization: Bearer …` to the API only; it sets no cookie. A page request that carries an
 * Authorization header is therefore not the site's browser, and is answered outside the shared cache.
 * (Cookies are not a sign of a user here: the site has none, and another application's cookie on the
 * same domain must not turn the cache off for its visitors.)
 */
export const isPerUser = (request: FastifyRequest): boolean => request.headers.authorization !== undefined;

export function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return String(header)
    .split(',')
    .some((tag) => {
      const t = tag.trim();
      return t === '*' || t === etag || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
    });
}

export function encodingFor(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return 'identity';
}
