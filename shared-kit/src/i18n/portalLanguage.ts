// The admin portal's language in this browser: kept until the account's own choice (users.language)
// is known, and for a browser whose storage is off it lasts the visit only.
import { isLocale, type Locale } from './locale';

export const PORTAL_LANGUAGE_KEY = 'gsvmc.portalLanguage';

export function readPortalLanguage(): Locale | null {
  try {
    const value = typeof window === 'undefined' ? null : window.localStorage.getItem(PORTAL_LANGUAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function savePortalLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(PORTAL_LANGUAGE_KEY, locale);
  } catch {
    // Private browsing without storage: the choice lasts for this visit, and the account keeps it.
  }
}
