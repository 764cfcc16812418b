// The public site's first-visit offer of Bengali: a browser that prefers Bengali, opening an English
// page, is offered the same page under /bn once. Its visitor's answer (followed the offer, closed it,
// or chose a language with the header's switch) is kept in this browser, so the offer never returns;
// with storage off it lasts the visit only. Read after hydration only: the server has no storage and
// the shared page cache must not depend on a visitor.
export const LANGUAGE_OFFER_KEY = 'gsvmc.languageOffer';

export type LanguageOfferAnswer = 'accepted' | 'dismissed' | 'chosen';
const ANSWERS: readonly LanguageOfferAnswer[] = ['accepted', 'dismissed', 'chosen'];

export function readLanguageOffer(): LanguageOfferAnswer | null {
  try {
    const value = typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_OFFER_KEY);
    return ANSWERS.find((answer) => answer === value) ?? null;
  } catch {
    return null;
  }
}

export function saveLanguageOffer(answer: LanguageOfferAnswer): void {
  try {
    window.localStorage.setItem(LANGUAGE_OFFER_KEY, answer);
  } catch {
    // Storage off (private browsing): the answer lasts this page only.
  }
}

/**
 * Whether a browser's ranked languages (`navigator.languages`) put Bengali above English: a `bn…`
 * range ranked before any `en…` one. A browser that lists English first, or no Bengali, is not asked.
 */
export function prefersBengali(languages: readonly string[]): boolean {
  const rank = (base: string) =>
    languages.findIndex((tag) => {
      const lower = tag.trim().toLowerCase();
      return lower === base || lower.startsWith(`${base}-`);
    });
  const bn = rank('bn');
  const en = rank('en');
  return bn >= 0 && (en < 0 || bn < en);
}
