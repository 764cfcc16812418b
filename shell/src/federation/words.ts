// Which words files this page load runs on (mf.wordsRuntime.mjs chooses once, as the shell's entry
// starts): on a public page, the files of the page's language, whose catalogs hold that language's
// words only (mf.wordsFiles.mjs); at the admin portal or its doors, the whole files, since staff change
// the portal's language in place. From a page load of one language, the way into the portal is a full
// load: the links to it (portalLinkReloads), staff's sign-in, and, for any other way in, AdminWords.
import { useEffect } from 'react';

/** The global mf.wordsRuntime.mjs keeps its choice in (the same name there: scripts/words.test.ts). */
export const WORDS_GLOBAL = '__gsvmcWords';

/** 'en' or 'bn' when this page load's files hold that language's words only; null on the whole files. */
export function wordsLanguageOfThisLoad(): 'en' | 'bn' | null {
  const words = (globalThis as Record<string, unknown>)[WORDS_GLOBAL] as { language?: 'en' | 'bn' | null } | undefined;
  return words?.language ?? null;
}

/** Full page loads, as one object so tests can watch them. */
export const pageLoads = {
  /** Loads `href` in place of this page (no history entry for the page left). */
  replace: (href: string) => window.location.replace(href),
  reload: () => window.location.reload(),
};

/** Whether a link into the portal must be a full page load (react-router's `reloadDocument`). */
export function portalLinkReloads(): boolean {
  return wordsLanguageOfThisLoad() !== null;
}

/**
 * True while the portal is drawn on a page load of one language's words (a way in other than the
 * links and the sign-in: a link in a remote's page): the page is loaded anew, on the whole files, and
 * "Loading..." shown meanwhile.
 */
export function useWholeWordsByReload(): boolean {
  const reload = wordsLanguageOfThisLoad() !== null;
  useEffect(() => {
    if (reload) pageLoads.reload();
  }, [reload]);
  return reload;
}
