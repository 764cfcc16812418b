// Run-time plugin of the host: retries a remote's manifest and entry a few times with a short
// back-off, and reports every load failure once, so that a remote that is down, slow or broken ends in
// the error boundary's "This section is temporarily unavailable" instead of a blank page.
// A small plugin of our own instead of @module-federation/retry-plugin 0.17.1: that version ignores its
// `retryDelay` for fetches (always 1 s), retries three times by default and is built against the 0.x
// SDK, while this runtime is 2.9; a visitor would wait 3+ s before seeing the fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  /** Remote request id (`mf_public/LandingPage`) or the manifest URL. */
  id: string;
  remote?: string;
  lifecycle: string;
  error: unknown;
}

type Listener = (failure: RemoteFailure) => void;
const listeners = new Set<Listener>();
type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

/** Subscribe to remote load failures (for monitoring and tests); returns the unsubscribe. */
export function onRemoteFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries?: number;
  /** Delay before the first retry; doubles each time. */
  delayMs?: number;
}

/** fetch() that retries network failures and 5xx answers; 4xx is final (the file is not there). */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { retries = 2, delayMs = 250 }: RetryOptions = {},
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await fetch(url, { ...init, cache: 'no-store' });
      if (res.status < 500 || attempt >= retries) return res;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await sleep(delayMs * 2 ** attempt);
  }
}

export function shellRuntimePlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const { retries = 2, delayMs = 250 } = options;
  return {
    name: 'gsvmc-shell-runtime',
    // Manifests (mf-manifest.json) go through this hook: the dev servers' runtime reads them (the
    // production shell loads each remoteEntry.js directly, remotes.ts). They are never cached: a
    // redeployed remote is picked up on the next page load.
    fetch(url, init) {
      return fetchWithRetry(url, init, { retries, delayMs });
    },
    // remoteEntry.js failed to load as a script: try again, dropping the failed attempt the runtime
    // keeps in globalLoading so the script tag is really re-created. (The hook's declared type nests
    // a promise in a promise; at run time an awaited value is what the runtime reads.)
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: LoadEntryErrorArgs) => {
      for (let attempt = 0; attempt < retries; attempt += 1) {
        await sleep(delayMs * 2 ** attempt);
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          /* next attempt, then give up below */
        }
      }
      return undefined;
    }) as unknown as LoadEntryError,
    // Last stop of every failure. Returning nothing lets the error reach the page's error boundary,
    // whose Retry asks again (the runtime does not cache failed manifests or entries).
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const failure: RemoteFailure = { id, remote: remote?.name, lifecycle, error };
      console.warn(`[shell] remote ${remote?.name ?? id} failed to load (${lifecycle})`, error);
      listeners.forEach((listener) => listener(failure));
      return undefined;
    },
  };
}
