// Preload hints from the LIVE remotes: for the page being opened,
// the remote's remoteEntry.js and the exposed page's own chunks, read from the remote's
// mf-manifest.json. Each manifest is kept only briefly, so a redeployed remote's new chunk names are
// used within seconds, without rebuilding or restarting the shell. Beside each manifest, the remote's
// page-heads.json (its pages' titles, descriptions and first API calls, shared-kit pageHeads.ts) is read
// with it, on the same refresh: a remote retitles its pages without the shell. Each manifest's identity
// (a digest of both texts) names the remote's current build in the render cache's keys (renderCache.ts).
import { createHash } from 'node:crypto';
import { isPageHeads, PAGE_HEADS_FILE, type PageHead, type PageHeads } from '@gsvmc/shared-kit/pageHeads';
import type { Language } from '@gsvmc/shared-types';

/** The parts of a remote's mf-manifest.json (Module Federation 2) the hints are made from. */
export interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes: Array<{
    name?: string;
    path?: string;
    assets?: {
      js?: { sync?: string[] };
      css?: { sync?: string[] };
    };
  }>;
  /**
   * The remote's files that hold words, by their whole names; each has a file per language beside it
   * (`x.js`: `x.en.js`, `x.bn.js`), and a public page is hinted its own language's (mf.wordsFiles.mjs).
   */
  wordFiles?: string[];
}

/** A preload hint: `<link rel="preload" href as crossorigin?>`. */
export interface PreloadHint {
  href: string;
  as: string;
  crossorigin?: string;
}

export interface ManifestCacheOptions {
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export interface ManifestCache {
  /** The manifest at `url`, or null when the remote is down, slow or answers nonsense. */
  get(url: string): Promise<RemoteManifest | null>;
}

interface ManifestEntry {
  at: number;
  value: RemoteManifest | null;
  pending?: Promise<RemoteManifest | null>;
}

/**
 * How long a fetched manifest (or a failure to fetch it) is reused: a redeployed remote is rendered
 * with its new build, and cached pages of the old one are replaced, within this. A manifest is a few
 * kilobytes from a server beside this one, so once a second costs nothing.
 */
export const MANIFEST_TTL_MS = 1_000;
/** A remote slower than this gets no hints for this page rather than delaying the HTML. */
export const MANIFEST_TIMEOUT_MS = 800;

export function createManifestCache({
  ttlMs = MANIFEST_TTL_MS,
  timeoutMs = MANIFEST_TIMEOUT_MS,
  fetchImpl = globalThis.fetch,
  now = Date.now,
}: ManifestCacheOptions = {}): ManifestCache {
  const entries = new Map<string, ManifestEntry>();

  /** A JSON file's text, or null when it is missing, slow or unreadable. */
  async function fetchText(url: string): Promise<string | null> {
    try {
      const res = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      return res.ok ? await res.text() : null;
    } catch {
      return null;
    }
  }

  async function load(url: string): Promise<RemoteManifest | null> {
    // Asked for together: the page heads cost no extra wait.
    const [text, headsText] = await Promise.all([fetchText(url), fetchText(new URL(PAGE_HEADS_FILE, url).href)]);
    if (text === null) return null;
    let manifest: unknown;
    try {
      manifest = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isManifest(manifest)) return null;
    let heads: unknown = null;
    try {
      heads = headsText === null ? null : JSON.parse(headsText);
    } catch {
      heads = null;
    }
    if (isPageHeads(heads)) pageHeads.set(manifest, heads);
    const digest = createHash('sha256')
      .update(text)
      .update('\0')
      .update(isPageHeads(heads) ? headsText! : '');
    identities.set(manifest, digest.digest('base64url').slice(0, 16));
    return manifest;
  }

  return {
    async get(url) {
      const cached = entries.get(url);
      if (cached?.pending) return cached.pending;
      if (cached && now() - cached.at < ttlMs) return cached.value;
      // One request per manifest at a time, however many pages are opened meanwhile.
      const pending = load(url).then((value) => {
        entries.set(url, { at: now(), value });
        return value;
      });
      entries.set(url, { at: cached?.at ?? -Infinity, value: cached?.value ?? null, pending });
      return pending;
    },
  };
}

/** Only the shape the hints read is checked: a manifest is the remote's own build output. */
function isManifest(value: unknown): value is RemoteManifest {
  return Boolean(value) && typeof value === 'object' && Array.isArray((value as { exposes?: unknown }).exposes);
}

/** manifest -> digest of its text and its page heads' */
const identities = new WeakMap<RemoteManifest, string>();
/** manifest -> the page heads its remote deployed beside it */
const pageHeads = new WeakMap<RemoteManifest, PageHeads>();

/**
 * The head an exposed page's remote declares for it, or null (the remote is down, or its deployment
 * has no page-heads.json): the page then gets the site's name and description and no API preload.
 */
export function pageHeadOf(manifest: RemoteManifest | null, exposedName: string | undefined): PageHead | null {
  if (!manifest || !exposedName) return null;
  const heads = pageHeads.get(manifest);
  return heads && Object.hasOwn(heads, exposedName) ? (heads[exposedName] ?? null) : null;
}

/** The build a manifest describes, for cache keys: a digest of its text, or 'down' for none. */
export function manifestIdentity(manifest: RemoteManifest | null): string {
  return (manifest && identities.get(manifest)) ?? 'down';
}

/** Where the remote's files live: its declared publicPath, or beside the manifest for 'auto'. */
function publicBase(manifest: RemoteManifest, manifestUrl: string): string {
  const declared = manifest.metaData?.publicPath;
  if (declared && declared !== 'auto' && /^https?:\/\//.test(declared)) return declared;
  return new URL('.', manifestUrl).href;
}

const join = (...parts: Array<string | undefined>): string =>
  parts
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');

/**
 * Hints for one exposed page: `{ href, as }` for the remote entry, the page's sync JS chunks and its
 * CSS. The federation runtime loads them as classic scripts without a `crossorigin` attribute
 * (runtime-core 2.9, utils/preload.js), so the hints carry none either: a hint whose mode differs
 * from the later request is downloaded twice.
 */
export function hintsForPage(
  manifest: RemoteManifest | null,
  manifestUrl: string,
  exposedName: string | undefined,
  locale: Language,
): PreloadHint[] {
  if (!manifest) return [];
  const words = new Set(manifest.wordFiles ?? []);
  // The file the page's code will ask for (mf.wordsRuntime.mjs): a words file in the page's language.
  const inPageLanguage = (file: string) => (words.has(file) ? file.replace(/\.js$/, `.${locale}.js`) : file);
  const base = publicBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const hints: PreloadHint[] = [];
  if (entry?.name) hints.push({ href: new URL(join(entry.path, entry.name), base).href, as: 'script' });
  const expose = manifest.exposes.find((e) => e.name === exposedName || e.path === `./${exposedName}`);
  if (!expose) return hints;
  for (const file of expose.assets?.css?.sync ?? []) hints.push({ href: new URL(file, base).href, as: 'style' });
  for (const file of expose.assets?.js?.sync ?? [])
    hints.push({ href: new URL(inPageLanguage(file), base).href, as: 'script' });
  return hints;
}
