import { localeOfPath, stripLocale } from '@gsvmc/shared-kit/localePath';

// What a page's HTML depends on in its address, for the render cache's key (renderCache.ts).
//
// Only the query parameters a page reads belong to the key: a random `?x=…` on every request (the
// cheapest way to bring a surge back onto the renderer) must find the same cached page, and must not
// fill the cache with copies of it. The page reads the address through react-router
// (`useSearchParams`), and renders the same HTML for every other parameter.
// `pageKeys.test.ts` checks that every `params.get('…')` in the remotes' pages is listed here.

/** Query parameters each page reads; a path not listed reads none. */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/notice': ['category'],
  '/facultyTable': ['q', 'department'],
  '/alumniTable': ['q', 'year'],
  '/search': ['q'],
  '/department-detail': ['name', 'parent'],
  '/journal/publications': ['category', 'page'],
};

/**
 * The language a path is shown in: the Bengali edition under `/bn/…` has its own cache entries, so
 * the two never share a key.
 */
export function languageOf(pathname: string): 'en' | 'bn' {
  return localeOfPath(pathname);
}

/** `?a=1&b=2` with only the parameters `pathname`'s page reads, sorted, or '' when none are given. */
export function keptQuery(pathname: string, search: string): string {
  const names = PAGE_QUERY_PARAMS[stripLocale(pathname)];
  if (!names || !search) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The address part of a page's cache key: origin (the page's canonical link and og:url carry it),
 * language, path and the query parameters the page reads. Each such address holds one entry.
 */
export function pageSlot({ origin, pathname, search }: { origin: string; pathname: string; search: string }): string {
  return `${origin} ${languageOf(pathname)} ${pathname}${keptQuery(pathname, search)}`;
}
