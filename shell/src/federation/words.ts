// Which words files this page load runs on (mf.wordsRuntime.mjs chooses once, as the shell's entry
// starts): on a public page, the files of the page's language, whose catalogs hold that language's
// words only (mf.wordsFiles.mjs); at the admin portal or its doors, the whole files, since staff change
// the portal's language in place. From a page load of one language, the way into the portal is a full
// load: the links to it (portalLinkReloads), staff's sign-in, and, for any other way in, AdminWords.
import { useEffect, useState } from 'react';

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

/** Where the address of the last reload for whole words is kept: one reload per address, never a loop. */
const RELOADED_KEY = 'gsvmc.wholeWordsReload';

/** Whether this address was already reloaded for whole words in this tab (and notes it if not). */
function reloadedAlready(): boolean {
  try {
    if (window.sessionStorage.getItem(RELOADED_KEY) === window.location.href) return true;
    window.sessionStorage.setItem(RELOADED_KEY, window.location.href);
    return false;
  } catch {
    return true; // no storage to keep the count in: no reload, rather than risk reloading forever
  }
}

/**
 * True while the portal is drawn on a page load of one language's words (a way in other than the
 * links and the sign-in: a link in a remote's page): the page is loaded anew, on the whole files, and
 * "Loading..." shown meanwhile. Once per address: an address whose new load still chose one language
 * (one the runtime's rule does not read as the portal's) is drawn as it is, its words in the page's
 * language first and the other language's where missing (shared-kit translate).
 */
export function useWholeWordsByReload(): boolean {
  const [reload] = useState(() => wordsLanguageOfThisLoad() !== null && !reloadedAlready());
  useEffect(() => {
    if (reload) pageLoads.reload();
  }, [reload]);
  return reload;
}
