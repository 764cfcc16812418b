// A page's title is content (the admin portal edits it), but the page also knows its own name in
// both languages from its catalog. On a Bengali page a title with no Bengali typed, still as first
// published, reads the catalog's Bengali (an existing data folder keeps its English-only content);
// a title the college changed and did not translate shows as the English fallback.
import type { LocalText } from '@gsvmc/shared-types';
import type { Catalog, Locale, Messages } from '@gsvmc/shared-kit';
import { shown, type Shown } from './local';

/**
 * A catalog's message in both languages, as content is stored: for a page's own name. The catalog is
 * one made with `defineMessagesInBoth`: a page's code carries only its own language's words otherwise.
 */
export function inBothLanguages<E extends Catalog, K extends keyof E & string>(
  messages: Messages<E>,
  key: E[K] extends string ? K : never,
): LocalText {
  const en = messages.en[key];
  const bn = messages.bn[key];
  if (typeof en !== 'string' || typeof bn !== 'string')
    throw new Error(`inBothLanguages: "${key}" is not in the code in both languages (defineMessagesInBoth)`);
  return { en, bn };
}

export function pageTitle(content: LocalText | undefined, own: LocalText, locale: Locale): Shown {
  if (!content) return shown(own, locale);
  const picked = shown(content, locale);
  if (picked.lang && content.en === own.en) return shown(own, locale);
  return picked;
}
