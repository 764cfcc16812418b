// Which words files this page load runs on (mf.wordsRuntime.mjs chooses once, as the shell starts): a
// public page's files hold its own language's words, the admin portal's both.
import { useEffect } from 'react';

/** The global mf.wordsRuntime.mjs keeps its choice in (the same name there: scripts/words.test.ts). */
export const WORDS_CHOICE = '__gsvmcWords';

export type WordsChoice = 'en' | 'bn' | 'both';

/** This page load's choice: 'both' where nothing chose (development, tests), as the code then holds both. */
export function wordsOfThisLoad(): WordsChoice {
  return ((globalThis as Record<string, unknown>)[WORDS_CHOICE] as WordsChoice | undefined) ?? 'both';
}

/**
 * True when the page's code holds only one language's words but the portal is entered, whose language
 * staff change in place: the page is then loaded anew (once: a load at the portal's address chooses
 * 'both'). A visitor signing in from a public page meets this; one who opens the portal's address does not.
 */
const reloadThisPage = () => window.location.reload();

export function useWholeWordsByReload(reloadPage: () => void = reloadThisPage): boolean {
  const reload = wordsOfThisLoad() !== 'both';
  useEffect(() => {
    if (reload) reloadPage();
  }, [reload, reloadPage]);
  return reload;
}
