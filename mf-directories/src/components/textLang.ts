// The language a stored text is written in, for the `lang` attribute of the element that shows it:
// names, captions and titles are typed by staff in either script, and a screen reader must read an
// English name on a Bengali page in an English voice (and the other way round).
import type { Locale } from '@gsvmc/shared-kit';

const BENGALI = /[\u0980-\u09ff]/;

/** 'bn' for text with Bengali script in it (a Bengali title may name "MBBS"), else 'en'. */
export function scriptOf(text: string): Locale {
  return BENGALI.test(text) ? 'bn' : 'en';
}

/**
 * The `lang` attribute for a text shown on a page in `locale`: set only where the text's language
 * differs from the page's (the page's own `<html lang>` covers the rest).
 */
export function langAttr(text: string, locale: Locale): Locale | undefined {
  const lang = scriptOf(text);
  return lang === locale ? undefined : lang;
}
