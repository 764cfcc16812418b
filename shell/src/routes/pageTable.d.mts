// Types of pageTable.mjs (plain ESM so that the site's server loads it under `node` without a build).
export type RemoteName = 'mf_public' | 'mf_directories' | 'mf_admin';
/** `<container>/<ExposedPage>`, e.g. `mf_public/LandingPage` (keys of each remote's `exposes`). */
export type RemotePageId = `${RemoteName}/${string}`;

export interface PageEntry {
  /** react-router path, `:name` for a parameter. */
  path: string;
  page: RemotePageId;
  /** Short title; the tab shows `pageTitle(title)`, e.g. "Notice Board · GSVMC". */
  title: string;
  /** The title on the Bengali page (`/bn/…`). */
  titleBn: string;
  /** Meta description and Open Graph description. */
  description: string;
  descriptionBn: string;
  /** The page's first public API call, relative to `apiBaseUrl`, e.g. `notices` or `faculty/:id`. */
  api?: string;
  /** The endpoint's fetch `credentials` when it sets one; the preload hint must use the same mode. */
  apiCredentials?: 'include' | 'same-origin' | 'omit';
  /** The page names itself from its data: the server render's title (its useDocumentTitle) heads the document. */
  ownTitle?: boolean;
}

export interface ShellPageEntry {
  path: string;
  title: string;
  titleBn: string;
  description: string;
  descriptionBn: string;
  /** Also matches every path below `path` (the admin portal). */
  prefix?: boolean;
}

export declare const SITE_NAME: string;
export declare const SITE_TITLE: string;
export declare const SITE_DESCRIPTION: string;
export declare const PUBLIC_PAGES: readonly PageEntry[];
export declare const SHELL_PAGES: readonly ShellPageEntry[];
export declare const SITE_TITLE_BN: string;
export declare const SITE_DESCRIPTION_BN: string;
export declare const NOT_FOUND_TITLE: Readonly<Record<'en' | 'bn', string>>;
export declare function pageTitle(title: string, locale?: 'en' | 'bn'): string;
export declare function entryText(
  entry: PageEntry | ShellPageEntry | undefined | null,
  locale?: 'en' | 'bn',
): { title: string; description: string };
export declare function splitLocale(pathname: string): { locale: 'en' | 'bn'; path: string };
export declare function matchPage(
  pathname: string,
): { entry: PageEntry | ShellPageEntry; params: Record<string, string> } | null;
export declare function firstApiCall(entry: PageEntry | ShellPageEntry, params: Record<string, string>): string | null;
