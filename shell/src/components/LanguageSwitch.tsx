// The switch between the two languages: "বাংলা" on an English page, "English" on a Bengali one. An
// ordinary link to the same page and query in the other language (`/notice?category=exam` ↔
// `/bn/notice?category=exam`), so it works before the page's code runs and with JavaScript off, and a
// full load gives the other language's server-rendered page. Not a react-router Link: the router's
// basename holds this page's language, and the link leaves it.
import { useLocation } from 'react-router-dom';
import {
  LOCALE_NAME,
  LOCALE_TAG,
  pathInLocale,
  saveLanguageOffer,
  useLocale,
  useMessages,
  type Locale,
  useHydrated,
} from '@gsvmc/shared-kit';
import { languageMessages } from './language.messages';

/** The address of the page being read, in `locale`: path (without this page's prefix), query and fragment. */
export function useAddressIn(locale: Locale): string {
  const { pathname, search, hash } = useLocation();
  return `${pathInLocale(pathname, locale)}${search}${hash}`;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const other: Locale = useLocale() === 'en' ? 'bn' : 'en';
  const href = useAddressIn(other);
  const t = useMessages(languageMessages);
  // The server's page carries only the query parameters the page reads (its cache key); once hydrated,
  // the link is drawn anew from the browser's own address, which may hold more.
  const hydrated = useHydrated();
  return (
    <a
      key={hydrated ? 'browser' : 'server'}
      className={className}
      href={href}
      hrefLang={LOCALE_TAG[other]}
      lang={LOCALE_TAG[other]}
      title={t('switchTitle')}
      // Choosing a language answers the first-visit offer too: it is not made again.
      onClick={() => saveLanguageOffer('chosen')}
    >
      {LOCALE_NAME[other]}
    </a>
  );
}
