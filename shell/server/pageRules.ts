// Small rules of the page answers: how a first API call's credentials become its preload hint's
// crossorigin, where that call goes, and a bound on a promise.
import type { FirstCall } from '@gsvmc/shared-kit/pageHeads';

/** The preload hint's crossorigin for the credentials mode of the call it preloads (they must match). */
export const CREDENTIALS_TO_CROSSORIGIN: Readonly<Record<NonNullable<FirstCall['credentials']>, string>> = {
  include: 'use-credentials',
  'same-origin': 'anonymous',
  omit: 'anonymous',
};

/** The promise, or a rejection after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The API base the browser uses, joined with a call relative to it, as RTK Query's base query does. */
export function apiHref(apiBaseUrl: string, call: string): string {
  return `${apiBaseUrl.replace(/\/$/, '')}/${call.replace(/^\//, '')}`;
}
