// Each remote owns its messages, so it still deploys alone: a feature keeps a `messages.ts` beside its
// components with `defineMessages(english, bengali)`. A message is a string, or a function of its values
// when it has some (names, counts): type-checked at each use, with no message parser sent to the
// browser. The Bengali catalog must have exactly the English one's keys, and each function the same
// values: a missing or extra key fails the type check, and `npm test` fails on a key no code uses
// (scripts/check-messages.mjs).
import { useCallback } from 'react';
import { useLocale, type Locale } from './locale';

// Values of a message function; `never` stands for "any", since a catalog of concrete functions must fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = string | ((values: any) => string);
export type Catalog = Record<string, Message>;

/** The Bengali twin of an English catalog: the same keys, each a string or a function of the same values. */
export type Translation<E extends Catalog> = {
  [K in keyof E]: E[K] extends (values: infer V) => string ? (values: V) => string : string;
};

export interface Messages<E extends Catalog> {
  readonly en: E;
  readonly bn: Translation<E>;
}

export function defineMessages<const E extends Catalog>(en: E, bn: Translation<E>): Messages<E> {
  return { en, bn };
}

/**
 * A catalog some code reads in both languages at once (a page's name against its published English
 * title, the offer of the other language), or that the admin portal shows, whose language is chosen in
 * place: the words loader (mf.wordsLoader.cjs) leaves its words in both languages of every build.
 */
export const defineMessagesInBoth: <const E extends Catalog>(en: E, bn: Translation<E>) => Messages<E> = defineMessages;

/** The arguments `t` takes for key K: the values when the message is a function, nothing otherwise. */
export type MessageArgs<M> = M extends (values: infer V) => string ? [values: V] : [];

export type Translate<E extends Catalog> = <K extends keyof E & string>(key: K, ...values: MessageArgs<E[K]>) => string;

/** One message in one language. */
export function translate<E extends Catalog, K extends keyof E & string>(
  messages: Messages<E>,
  locale: Locale,
  key: K,
  ...values: MessageArgs<E[K]>
): string {
  // The page's language, else English, else Bengali: a public page's code holds one language's side of
  // most catalogs (mf.wordsFiles.mjs), and a word the other side lacks is better than none.
  const message = (messages[locale] as Catalog)[key] ?? messages.en[key] ?? (messages.bn as Catalog)[key];
  return typeof message === 'function' ? message(values[0]) : (message as string);
}

/** `t(key, values?)` in the page's language. */
export function useMessages<E extends Catalog>(messages: Messages<E>): Translate<E> {
  const locale = useLocale();
  return useCallback(
    ((key: string, ...values: unknown[]) =>
      translate(messages, locale, key, ...(values as MessageArgs<E[string]>))) as Translate<E>,
    [messages, locale],
  );
}
