// The language each page is drawn in. Public pages take it from their address (`/bn/…` is Bengali; the
// router's basename hides the prefix from every route and link below it, so a link to `/notice` on a
// Bengali page leads to `/bn/notice`). The admin portal's address names no language: it is drawn in
// the language its user chose (saved on their account, and in this browser until the account says so).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  isLocale,
  LocaleProvider,
  LOCALE_TAG,
  readPortalLanguage,
  savePortalLanguage,
  SessionConfirmProvider,
  useAppSelector,
  type Locale,
} from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';

const inPortal = (pathname: string) => pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`);

export function PageLocale({ addressLocale, children }: { addressLocale: Locale; children: ReactNode }) {
  const { pathname } = useLocation();
  // Only the account's language: this wraps the whole page, which must not re-render on other changes
  // of the session (before the page's body has hydrated, that would hydrate it in one blocking task).
  const userLanguage = useAppSelector((state) => state.auth.user?.language);
  // A choice made in this visit, then the account's, then this browser's last one (read after the
  // first render: the server has no storage, and hydration must draw what the server drew).
  const [chosen, setChosen] = useState<Locale | null>(null);
  const [stored, setStored] = useState<Locale | null>(null);
  useEffect(() => setStored(readPortalLanguage()), []);
  const saved = isLocale(userLanguage) ? userLanguage : null;
  const locale = inPortal(pathname) ? (chosen ?? saved ?? stored ?? addressLocale) : addressLocale;

  const choosePortalLocale = useCallback((next: Locale) => {
    setChosen(next);
    savePortalLanguage(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAG[locale];
  }, [locale]);

  return (
    <LocaleProvider locale={locale} choosePortalLocale={choosePortalLocale}>
      {/* Below the language: a question's default words (title, Delete, Cancel) in the page's. */}
      <SessionConfirmProvider>{children}</SessionConfirmProvider>
    </LocaleProvider>
  );
}
