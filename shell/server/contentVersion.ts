// The content version the render cache keys pages by (renderCache.ts): the API's
// `GET /api/content-version`, which moves on every write to public content and when a notice's
// publish or expiry time falls due. It lives in the database, so every site server over every API
// replica sees the same one; each site server asks for it at most once per `pollMs`, whatever the
// traffic, so an edit shows on every replica within about a second (and the bound is 5 s).
//
// A server that has not asked for a while (no traffic) asks before answering the next request, so it
// never serves a page keyed by a version older than `waitAfterMs`. Under traffic the check runs beside
// the requests and none waits for it. An API that is down or slow keeps the last version it gave:
// the cached pages stay (stale-if-error) instead of every request waiting for the API.

export const CONTENT_VERSION_POLL_MS = 1_000;
export const CONTENT_VERSION_WAIT_AFTER_MS = 4_000;
export const CONTENT_VERSION_TIMEOUT_MS = 300;

export interface ContentVersionOptions {
  /** Asks the API; a rejection keeps the last version. */
  load: () => Promise<unknown>;
  /** At most one check per this interval. */
  pollMs?: number;
  /** A version older than this is checked before it is used. */
  waitAfterMs?: number;
  now?: () => number;
}

export interface ContentVersion {
  /** The version to key pages by now: checked first if it is old, checked beside otherwise. */
  current(): Promise<string | null>;
  /**
   * As current(), but waits at most `ms` for a check: for a page that is not held at all, which is
   * rendered in any case (a slow or hung API must not delay it by more). On time-out it gives the
   * version in hand (older, or null), the check goes on, and the page is tagged with that version;
   * the next request renders it again if the check moved it.
   */
  currentWithin(ms: number): Promise<string | null>;
  /** Asks the API now (tests drive freshness with it instead of waiting for the interval). */
  check(): Promise<string | null>;
  /**
   * Content may have just changed (a write passed through this server's /api): the next page
   * request asks the API before it answers, so an editor who opens the page sees the edit.
   */
  invalidate(): void;
  /** Checks that failed in a row (the API down or slow), for the log and the tests. */
  readonly failures: number;
}

export function createContentVersion({
  load,
  pollMs = CONTENT_VERSION_POLL_MS,
  waitAfterMs = CONTENT_VERSION_WAIT_AFTER_MS,
  now = Date.now,
}: ContentVersionOptions): ContentVersion {
  /** The last version the API gave; null before the first answer. */
  let known: string | null = null;
  /** When the last check ended (answered or failed): checks are spaced by it, not by success. */
  let checkedAt = -Infinity;
  let failures = 0;
  /** Bumped by invalidate(): a check must start after it before a version is used again. */
  let generation = 0;
  let checkedGeneration = 0;
  let pending: Promise<string | null> | null = null;
  let pendingGeneration = -1;

  function check(): Promise<string | null> {
    if (pending && pendingGeneration === generation) return pending;
    const started = generation;
    let run: Promise<string | null> | null = null;
    const ask = async (): Promise<string | null> => {
      try {
        const version = await load();
        if (typeof version !== 'string' || version === '') throw new Error('the API gave no content version');
        known = version;
        failures = 0;
      } catch {
        failures += 1;
      } finally {
        checkedAt = now();
        checkedGeneration = Math.max(checkedGeneration, started);
        if (pending === run) pending = null;
      }
      return known;
    };
    // One request to the API at a time: a check asked for during another runs after it.
    run = pending ? pending.then(ask) : ask();
    pending = run;
    pendingGeneration = started;
    return run;
  }

  return {
    async current() {
      if (checkedGeneration < generation) return check();
      const age = now() - checkedAt;
      if (age >= waitAfterMs) return check();
      if (age >= pollMs) void check();
      return known;
    },
    async currentWithin(ms) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<string | null>((resolve) => {
        timer = setTimeout(() => resolve(known), ms);
      });
      return Promise.race([this.current(), late]).finally(() => clearTimeout(timer));
    },
    check,
    invalidate() {
      generation += 1;
    },
    get failures() {
      return failures;
    },
  };
}
