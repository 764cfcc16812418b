// What the site's server writes into a remote page's <head> before any of its code runs: its title and
// description in both languages, and its first API call for a preload hint. Each remote declares its
// own pages' heads (its src/pageHeads.ts), its build writes them to `dist/page-heads.json` beside its
// mf-manifest.json, and the server reads them from the remote's deployment: a remote changes its
// title or its first request without the shell. React-free, so the server and the build read it too.
import type { Language } from '@gsvmc/shared-types';

/** The site's name and description: the home page's head, and any page's whose remote is down. */
export const SITE_NAME = 'GSVMC';
export const SITE_TITLE: Readonly<Record<Language, string>> = {
  en: 'GSVMC — Gonoshasthaya Samaj Vittik Medical College',
  bn: 'জিএসভিএমসি — গণস্বাস্থ্য সমাজভিত্তিক মেডিকেল কলেজ',
};
export const SITE_DESCRIPTION: Readonly<Record<Language, string>> = {
  en: 'Gonoshasthaya Samaj Vittik Medical College (GSVMC), Savar: a community-based medical college with a dental unit. Notices, faculty, departments, admission and more.',
  bn: 'গণস্বাস্থ্য সমাজভিত্তিক মেডিকেল কলেজ (জিএসভিএমসি), সাভার: ডেন্টাল ইউনিটসহ একটি সমাজভিত্তিক মেডিকেল কলেজ। নোটিশ, শিক্ষক, বিভাগ, ভর্তি ও আরও অনেক কিছু।',
};

/** The file a remote's build writes beside its mf-manifest.json. */
export const PAGE_HEADS_FILE = 'page-heads.json';

/** A page's first API call, relative to `apiBaseUrl`, made by the same function as its endpoint's `query`. */
export interface FirstCall {
  /** e.g. `notices?limit=20&offset=0`, or `faculty/:id` with the page's path parameter in it. */
  url: string;
  /** The endpoint's fetch `credentials` when it sets one; the preload hint must use the same mode. */
  credentials?: 'include' | 'same-origin' | 'omit';
}

export interface PageHead {
  /** Short title; the tab shows "Notice Board · GSVMC" (the home page the site's full name). */
  title: Readonly<Record<Language, string>>;
  /** Meta description and Open Graph description. */
  description: Readonly<Record<Language, string>>;
  /** The page names itself from its data: the server render's title (its useDocumentTitle) heads the document. */
  ownTitle?: boolean;
  firstCall?: FirstCall;
}

/** Heads by exposed page name (the keys of the remote's exposes.json, without `./`). */
export type PageHeads = Readonly<Record<string, PageHead>>;

/**
 * A path parameter in a first call's URL: pass it where the endpoint passes the value (`faculty/:id`);
 * an endpoint that encodes its argument turns `:id` into `%3Aid`, and fillFirstCall reads both.
 */
export const pathParam = (name: string): string => `:${name}`;

/** A first call with the page's path parameters filled in (each encoded as one path segment). */
export function fillFirstCall(url: string, params: Readonly<Record<string, string>>): string {
  return url.replace(/(?::|%3A)([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** `{ url, params }` as RTK Query's fetchBaseQuery turns it into an address (URLSearchParams). */
export function requestUrl(url: string, params?: Readonly<Record<string, string | number | undefined>>): string {
  const defined = Object.entries(params ?? {}).filter(
    (pair): pair is [string, string | number] => pair[1] !== undefined,
  );
  if (defined.length === 0) return url;
  const search = new URLSearchParams(defined.map(([key, value]) => [key, String(value)]));
  return url + (url.includes('?') ? '&' : '?') + search.toString();
}

const isBilingual = (value: unknown): boolean =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as Record<string, unknown>).en === 'string' &&
  typeof (value as Record<string, unknown>).bn === 'string';

/** Whether a fetched page-heads.json has the shape the server reads (a remote's own build output). */
export function isPageHeads(value: unknown): value is PageHeads {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (head: unknown) =>
      Boolean(head) &&
      typeof head === 'object' &&
      isBilingual((head as PageHead).title) &&
      isBilingual((head as PageHead).description) &&
      ((head as PageHead).firstCall === undefined || typeof (head as PageHead).firstCall?.url === 'string'),
  );
}
