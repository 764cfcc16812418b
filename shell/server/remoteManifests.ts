// Preload hints from the LIVE remotes: for the page being opened,
// the remote's remoteEntry.js and the exposed page's own chunks, read from the remote's
// mf-manifest.json. Each manifest is kept only briefly, so a redeployed remote's new chunk names are
// used within seconds, without rebuilding or restarting the shell. Each manifest's identity (a digest
// of its text) names the remote's current build in the render cache's keys (renderCache.ts).
import { createHash } from 'node:crypto';

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

  async function load(url: string): Promise<RemoteManifest | null> {
    try {
      const res = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) return null;
      const text = await res.text();
      const manifest: unknown = JSON.parse(text);
      if (!isManifest(manifest)) return null;
      identities.set(manifest, createHash('sha256').update(text).digest('base64url').slice(0, 16));
      return manifest;
    } catch {
      return null;
    }
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

/** manifest -> digest of its text */
const identities = new WeakMap<RemoteManifest, string>();

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
): PreloadHint[] {
  if (!manifest) return [];
  const base = publicBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const hints: PreloadHint[] = [];
  if (entry?.name) hints.push({ href: new URL(join(entry.path, entry.name), base).href, as: 'script' });
  const expose = manifest.exposes.find((e) => e.name === exposedName || e.path === `./${exposedName}`);
  if (!expose) return hints;
  for (const file of expose.assets?.css?.sync ?? []) hints.push({ href: new URL(file, base).href, as: 'style' });
  for (const file of expose.assets?.js?.sync ?? []) hints.push({ href: new URL(file, base).href, as: 'script' });
  return hints;
}
