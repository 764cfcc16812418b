// Preload hints from the LIVE remotes (issue 10 "No chain of round trips"): for the page being opened,
// the remote's remoteEntry.js and the exposed page's own chunks, read from the remote's
// mf-manifest.json. Each manifest is kept only briefly, so a redeployed remote's new chunk names are
// used within seconds, without rebuilding or restarting the shell.

/** How long a fetched manifest (or a failure to fetch it) is reused. */
export const MANIFEST_TTL_MS = 5_000;
/** A remote slower than this gets no hints for this page rather than delaying the HTML. */
export const MANIFEST_TIMEOUT_MS = 800;

export function createManifestCache({
  ttlMs = MANIFEST_TTL_MS,
  timeoutMs = MANIFEST_TIMEOUT_MS,
  fetchImpl = globalThis.fetch,
  now = Date.now,
} = {}) {
  /** url -> { at, value: manifest | null, pending?: Promise } */
  const entries = new Map();

  async function load(url) {
    try {
      const res = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) return null;
      const manifest = await res.json();
      return manifest && typeof manifest === 'object' && Array.isArray(manifest.exposes) ? manifest : null;
    } catch {
      return null;
    }
  }

  return {
    /** The manifest at `url`, or null when the remote is down, slow or answers nonsense. */
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

/** Where the remote's files live: its declared publicPath, or beside the manifest for 'auto'. */
function publicBase(manifest, manifestUrl) {
  const declared = manifest.metaData?.publicPath;
  if (declared && declared !== 'auto' && /^https?:\/\//.test(declared)) return declared;
  return new URL('.', manifestUrl).href;
}

const join = (...parts) =>
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
export function hintsForPage(manifest, manifestUrl, exposedName) {
  if (!manifest) return [];
  const base = publicBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const hints = [];
  if (entry?.name) hints.push({ href: new URL(join(entry.path, entry.name), base).href, as: 'script' });
  const expose = manifest.exposes.find((e) => e.name === exposedName || e.path === `./${exposedName}`);
  if (!expose) return hints;
  for (const file of expose.assets?.css?.sync ?? []) hints.push({ href: new URL(file, base).href, as: 'style' });
  for (const file of expose.assets?.js?.sync ?? []) hints.push({ href: new URL(file, base).href, as: 'script' });
  return hints;
}
