// Content is stored in both languages ({ en, bn? }); the page's language picks one, and English
// stands in wherever the Bengali is missing. Each element that shows such a fallback gets
// `lang="en"` (fallbackLang), so a screen reader reads it in an English voice and the page's own
// test can see which texts are still untranslated.
import type { Localized } from '@gsvmc/shared-types';
import { bengaliDigits, pickText, type Locale, type PickedText } from '@gsvmc/shared-kit';

/** The text in a language, or undefined when the field is absent. */
export function local<T>(text: Localized<T> | undefined, locale: Locale): PickedText<T> | undefined {
  return text ? pickText(text, locale) : undefined;
}

/**
 * `lang="en"` for a text shown in English on a Bengali page (and `lang="bn"` for a Bengali-only text on
 * an English page); nothing otherwise (the page's lang holds).
 */
export const fallbackLang = (picked: Pick<PickedText<unknown>, 'fallback' | 'lang'> | undefined): Locale | undefined =>
  picked?.fallback ? picked.lang : undefined;

/** A plain text in a language ('' when absent), with its `lang` mark. */
export interface Shown {
  text: string;
  lang: Locale | undefined;
}

export function shown(text: Localized<string> | undefined, locale: Locale): Shown {
  const picked = local(text, locale);
  return { text: picked?.value ?? '', lang: fallbackLang(picked) };
}

/** Only digits and the signs around them ("650", "5 + 1", "8500+"): the same in both languages but the digits. */
const NUMERIC = /^[\d\s.,+%×x–-]+$/;

/**
 * A figure's value: a number reads in Bengali digits on a Bengali page even where no translation was
 * typed, so it is never marked as an English fallback; words fall back as any text does.
 */
export function figureValue(text: Localized<string>, locale: Locale): Shown {
  const picked = pickText(text, locale);
  if (picked.fallback && NUMERIC.test(picked.value)) return { text: bengaliDigits(picked.value), lang: undefined };
  return { text: picked.value, lang: fallbackLang(picked) };
}
