// The visitor's language. Public pages carry it in their address (English at SPEC.md's paths, Bengali
// under /bn), so a shared link, a search engine and a cached copy all keep it; the shell reads it
// from the address and hands it down through this context, which every remote reads (shared-kit is one
// singleton). Nothing here is module state: two requests rendered at once on the server each get
// their own provider, so one visitor's language never reaches another's page.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@gsvmc/shared-types';

// The address rule itself (React-free, so the site's server and the benchmarks share it).
export { LOCALE_PREFIX, localeOfPath, pathInLocale, stripLocale } from './localePath';

/** The site's languages (shared-types' list, which the API checks a user's choice against). */
export type Locale = Language;
export const LOCALES: readonly Locale[] = LANGUAGES;
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag of each language, for `<html lang>`, `hreflang` and `Intl`. */
export const LOCALE_TAG: Readonly<Record<Locale, string>> = { en: 'en', bn: 'bn' };

/** Each language's name in itself, as the switch shows it. */
export const LOCALE_NAME: Readonly<Record<Locale, string>> = { en: 'English', bn: 'বাংলা' };

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'bn';

export interface LocaleState {
  locale: Locale;
  /**
   * The language of the pages the address does not name one for (the admin portal): set by the
   * portal's language switch, which also saves it for the user. Absent outside the shell.
   */
  choosePortalLocale?: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE });

export function LocaleProvider({ locale, choosePortalLocale, children }: LocaleState & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, choosePortalLocale }), [locale, choosePortalLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The language the page is drawn in. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The language and, in the shell, the portal's switch. */
export function useLocaleState(): LocaleState {
  return useContext(LocaleContext);
}
