// Content stored in both languages ({ en, bn? }: shared-types/content.ts): Bengali is optional, and where
// it is missing the English is shown, marked as such (`lang="en"` on the element and, where a page says
// so, a note), so a screen reader reads it in the right voice and a reader knows why.
import type { Localized, Notice } from '@gsvmc/shared-types';
import type { Locale } from './locale';

export interface PickedText<T> {
  value: T;
  /** The language `value` is in: the page's, or English when no translation was given. */
  lang: Locale;
  /** True when the page is Bengali and this text is the English fallback. */
  fallback: boolean;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The text for a language, falling back to English. */
export function pickText<T>(text: Localized<T>, locale: Locale): PickedText<T> {
  if (locale === 'bn' && !isEmpty(text.bn)) return { value: text.bn as T, lang: 'bn', fallback: false };
  return { value: text.en, lang: 'en', fallback: locale !== 'en' };
}

/** A plain-text field (title, name, caption) in the page's language, falling back to English. */
export function localText(text: Localized<string> | undefined, locale: Locale): string {
  return text ? pickText(text, locale).value : '';
}

/** A notice's title and description in a language: the Bengali where it was written, else the English. */
export function noticeText(
  notice: Pick<Notice, 'title' | 'description' | 'titleBn' | 'descriptionBn'>,
  locale: Locale,
): { title: PickedText<string>; description: PickedText<string> } {
  return {
    title: pickText({ en: notice.title, bn: notice.titleBn ?? undefined }, locale),
    description: pickText({ en: notice.description ?? '', bn: notice.descriptionBn ?? undefined }, locale),
  };
}
