// The language rule of the site's addresses, in one place and without React: English at SPEC.md's
// paths, Bengali under /bn. The browser (locale.tsx re-exports these), the site's server and the
// benchmarks all ask here, so "is this a Bengali page" cannot be answered two ways.
import type { Language } from '@gsvmc/shared-types';

/** Each language's path prefix: '' for English, '/bn' for Bengali. */
export const LOCALE_PREFIX: Readonly<Record<Language, string>> = { en: '', bn: '/bn' };

/** The language of an address: 'bn' for `/bn` and `/bn/…`, else 'en'. */
export function localeOfPath(pathname: string): Language {
  return pathname === '/bn' || pathname.startsWith('/bn/') ? 'bn' : 'en';
}

/** The address without its language prefix: `/bn/notice` → `/notice`, `/bn` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(LOCALE_PREFIX.bn.length);
  return rest === '' ? '/' : rest;
}

/** An address (without prefix) in a language: (`/notice`, 'bn') → `/bn/notice`, (`/`, 'bn') → `/bn`. */
export function pathInLocale(pathname: string, locale: Language): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return pathname;
  return pathname === '/' ? prefix : `${prefix}${pathname}`;
}
