import type { Localized } from '@gsvmc/shared-types';

/**
 * The text in the visitor's language. The site is English today; a text's Bengali (`bn`) is there for
 * the Bengali site, which will pass its language here. English stands in wherever Bengali is missing.
 */
export function local<T>(text: Localized<T> | undefined, language: 'en' | 'bn' = 'en'): T | undefined {
  if (!text) return undefined;
  return (language === 'bn' ? text.bn : undefined) ?? text.en;
}

/** A text that must be there (the check refuses content without its English). */
export const localText = (text: Localized<string> | undefined): string => local(text) ?? '';
