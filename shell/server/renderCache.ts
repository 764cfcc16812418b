// The render cache of the site's server: a page rendered once is sent from memory, compressed once,
// until something it was made from changes. Anonymous visitors all get the same HTML (the login token
// lives in the browser's localStorage, never in the page), so one render serves a whole surge.
//
// Each address (pageKeys.ts: origin, language, path, the query parameters the page reads) holds one
// entry, tagged with what it was rendered from: its `build` (the page's remote build, from its live
// mf-manifest.json, the runtime config and the shell's template) and its `content` version
// (contentVersion.ts).
//   - same build and content, not older than `refreshAfterMs`: sent as it is (a hit);
//   - content moved (an edit): one new render starts, and the request waits for it up to
//     `staleWaitMs` (an editor opening the page sees the edit; renders take a tenth of a second or
//     so); a render that takes longer, or fails, leaves the old page to be sent meanwhile
//     (stale-while-revalidate), replaced when the render is done;
//   - older than `refreshAfterMs`, nothing moved: sent at once, rendered again beside it;
//   - build moved (a redeployed remote): rendered again before answering, since the old page names
//     the old build's chunks, which the remote may no longer have;
//   - nothing for the address: the request waits for the render. Concurrent misses of one key wait
//     for the same render (request coalescing), so a surge on a cold page renders it once.
// A render that met an API or remote failure (`good: false`: the page's error state, or the bare page
// drawn in the browser) never replaces a good entry: the last good page is sent instead
// (stale-if-error), and the render is tried again after `retryAfterMs`. With no good page to fall back
// on, the failed render is sent and kept for `retryAfterMs`, so an outage costs one render per page
// per interval, not one per visitor.
// Memory is bounded by bytes (lru-cache): the least recently used pages go first. Not-found pages
// (status 404: a made-up path, an unknown faculty id) are kept apart, in an eighth of the bound, so a
// flood of made-up addresses cannot push the real pages out.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const RENDER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const REFRESH_AFTER_MS = 60_000;
export const RETRY_AFTER_MS = 1_000;
export const STALE_WAIT_MS = 1_000;

/** A page as one render made it, before it is compressed and kept. */
export interface RenderedPage {
  status: number;
  html: string;
  /** False: the render met a failure (error state or bare page). */
  good: boolean;
}

/** What a page was rendered from: `build` (remote build, config, template) and `content` (version). */
export interface RenderTag {
  build: string;
  content: string;
  /**
   * The page shows personal details a person may withdraw (an alumnus's phone and e-mail): once its
   * content moved, its earlier copy never stands in for it, neither while the new one renders nor when
   * that render fails (the failed page is sent instead).
   */
  freshOnly?: boolean;
}

export type Encoding = 'identity' | 'br' | 'gzip';

export interface CachedPage {
  /** What it was rendered from: `${build} ${content}`. */
  key: string;
  /** The remote build, config and template part of the key. */
  build: string;
  status: number;
  good: boolean;
  etag: string;
  storedAt: number;
  /** A failed try to replace it was made; the next waits until then. */
  retryAt: number;
  bodies: Record<Encoding, Buffer>;
  /** Bytes counted against the bound. */
  size: number;
}

/** hit: sent as held; stale: sent while a new render runs; miss: rendered for this request. */
export type CacheSource = 'hit' | 'stale' | 'miss';

export interface RenderCacheOptions {
  /** The bound on all entries' bodies. */
  maxBytes?: number;
  /** An entry older than this is rendered again (served meanwhile). */
  refreshAfterMs?: number;
  /** How long a failed render stands before the next try. */
  retryAfterMs?: number;
  /** How long a request waits for the render of moved content before it is sent the page it replaces. */
  staleWaitMs?: number;
  now?: () => number;
  /** A background render that threw. */
  onError?: (error: unknown) => void;
}

export interface RenderCache {
  /**
   * The entry to send for `slot` (an address) when the page would now be rendered from `tag`.
   * `render()` makes the page when it must be rendered.
   */
  page(
    slot: string,
    tag: RenderTag,
    render: () => Promise<RenderedPage>,
  ): Promise<{ entry: CachedPage; source: CacheSource }>;
  /** Renders started so far (tests count coalesced misses with it). */
  readonly renders: number;
  /** Bytes held, as counted against `maxBytes`. */
  readonly bytes: number;
  readonly size: number;
  has(slot: string): boolean;
  /** The entry held for `slot`, without counting as a use. */
  peek(slot: string): CachedPage | undefined;
  clear(): void;
}

/** What an entry costs besides its bodies (key, headers, object): a rough, safe figure. */
const OVERHEAD_BYTES = 512;

/**
 * The three bodies of a page, made once (in libuv's thread pool, not on the event loop): brotli at
 * its best quality, since it is paid once per page and version and every visitor gains from it.
 */
export async function packPage(
  { status, html, good }: RenderedPage,
  { build, content }: RenderTag,
  storedAt: number,
): Promise<CachedPage> {
  const key = `${build} ${content}`;
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  // Weak: the three encodings are the same page. From the bytes, so two replicas that rendered the
  // same page give the same tag (a CDN or browser revalidating against either gets its 304).
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return {
    key,
    build,
    status,
    good,
    etag,
    storedAt,
    retryAt: 0,
    bodies: { identity, br, gzip: gz },
    size: identity.length + br.length + gz.length + key.length + OVERHEAD_BYTES,
  };
}

/** The render's result if it ends within `ms`, else undefined (the render goes on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.catch(() => undefined),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function createRenderCache({
  maxBytes = RENDER_CACHE_MAX_BYTES,
  refreshAfterMs = REFRESH_AFTER_MS,
  retryAfterMs = RETRY_AFTER_MS,
  staleWaitMs = STALE_WAIT_MS,
  now = Date.now,
  onError = () => {},
}: RenderCacheOptions = {}): RenderCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes - Math.floor(maxBytes / 8),
    sizeCalculation: (e) => e.size,
  });
  const missing = new LRUCache<string, CachedPage>({
    maxSize: Math.floor(maxBytes / 8),
    sizeCalculation: (e) => e.size,
  });
  const storeOf = (entry: CachedPage) => (entry.status === 404 ? missing : pages);
  const entries = {
    get: (slot: string) => pages.get(slot) ?? missing.get(slot),
    peek: (slot: string) => pages.peek(slot) ?? missing.peek(slot),
    has: (slot: string) => pages.has(slot) || missing.has(slot),
    set(slot: string, entry: CachedPage) {
      // A page that became a 404 (or stopped being one) lives in the other store from now on.
      (entry.status === 404 ? pages : missing).delete(slot);
      storeOf(entry).set(slot, entry);
    },
    clear() {
      pages.clear();
      missing.clear();
    },
    get size() {
      return pages.size + missing.size;
    },
    get calculatedSize() {
      return pages.calculatedSize + missing.calculatedSize;
    },
  };
  /** full key -> the render under way for it */
  const inflight = new Map<string, Promise<CachedPage>>();
  let renders = 0;

  function renderOnce(slot: string, tag: RenderTag, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    const key = `${tag.build} ${tag.content}`;
    let running = inflight.get(key);
    if (running) return running;
    running = (async () => {
      renders += 1;
      const entry = await packPage(await render(), tag, now());
      const current = entries.peek(slot);
      // A good page of another build is no fallback: it names chunks the remote may no longer have.
      if (entry.good || !current?.good || current.build !== entry.build) {
        // An entry bigger than the whole bound is sent but not kept (lru-cache refuses it).
        entries.set(slot, entry);
      } else {
        // Stale-if-error: the last good page stays; the next try waits a little.
        current.retryAt = now() + retryAfterMs;
      }
      return entry;
    })().finally(() => inflight.delete(key));
    inflight.set(key, running);
    return running;
  }

  return {
    async page(slot, tag, render) {
      const cached = entries.get(slot);
      if (cached && cached.build === tag.build) {
        const age = now() - cached.storedAt;
        if (cached.key === `${tag.build} ${tag.content}` && age < (cached.good ? refreshAfterMs : retryAfterMs)) {
          return { entry: cached, source: 'hit' };
        }
        const moved = cached.key !== `${tag.build} ${tag.content}`;
        if (cached.good && moved && tag.freshOnly)
          return { entry: await renderOnce(slot, tag, render), source: 'miss' };
        if (cached.good) {
          const running = cached.retryAt <= now() ? renderOnce(slot, tag, render) : null;
          running?.catch(onError);
          if (running && moved && staleWaitMs > 0) {
            const fresh = await within(running, staleWaitMs);
            if (fresh?.good) return { entry: fresh, source: 'miss' };
          }
          return { entry: cached, source: 'stale' };
        }
      }
      return { entry: await renderOnce(slot, tag, render), source: 'miss' };
    },
    get renders() {
      return renders;
    },
    get bytes() {
      return entries.calculatedSize;
    },
    get size() {
      return entries.size;
    },
    has(slot) {
      return entries.has(slot);
    },
    peek(slot) {
      return entries.peek(slot);
    },
    clear() {
      entries.clear();
    },
  };
}
