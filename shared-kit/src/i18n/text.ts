// Content stored in both languages ({ en, bn? }: shared-types/content.ts): either language may be the
// only one, and where the page's language is missing the other one is shown, marked as such (`lang="en"` on the element and, where a page says
// so, a note), so a screen reader reads it in the right voice and a reader knows why.
import type { Localized, Notice } from '@gsvmc/shared-types';
import type { Locale } from './locale';

export interface PickedText<T> {
  value: T;
  /** The language `value` is in: the page's, or the other one when the text was written only in that. */
  lang: Locale;
  /** True when `value` is in the other language than the page's (a text not translated yet). */
  fallback: boolean;
}

/** Whether a text (a string, or a formatted tree of runs) has any words. */
const hasWords = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasWords);
  if (!value || typeof value !== 'object') return false;
  const o = value as { text?: unknown; children?: unknown; items?: unknown };
  return hasWords(o.text) || hasWords(o.children) || hasWords(o.items);
};

// A new paragraph holds one empty run until typed in: that is no words, as an empty string is.
const isEmpty = (value: unknown) => !hasWords(value);

/** The text for a language, falling back to the other language where it has none. */
export function pickText<T>(text: Localized<T>, locale: Locale): PickedText<T> {
  if (locale === 'bn' && !isEmpty(text.bn)) return { value: text.bn as T, lang: 'bn', fallback: false };
  // A text written only in Bengali is shown in Bengali on the English page too, rather than nothing.
  if (locale === 'en' && isEmpty(text.en) && !isEmpty(text.bn))
    return { value: text.bn as T, lang: 'bn', fallback: true };
  return { value: text.en, lang: 'en', fallback: locale !== 'en' };
}

/** A plain-text field (title, name, caption) in the page's language, falling back to the other one. */
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
