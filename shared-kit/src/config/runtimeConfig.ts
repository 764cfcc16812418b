// Runtime settings read from `config.json` beside the shell, so that a remote or the API can move
// without a rebuild (ARCHITECTURE.md "Composition at run time").

export interface RuntimeConfig {
  /** Base of every API call, e.g. `/api` (same origin) or `https://api.example.org/api`. */
  apiBaseUrl: string;
  /** Origin that serves `/uploads/...`; empty means the page's own origin. */
  fileBaseUrl: string;
  /** Manifest URL of each remote, by container name. */
  remotes: Record<string, string>;
}

const defaults: RuntimeConfig = { apiBaseUrl: '/api', fileBaseUrl: '', remotes: {} };

let current: RuntimeConfig = defaults;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(next: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...next, remotes: { ...current.remotes, ...next.remotes } };
  return current;
}

/** Reads config.json; on any failure keeps the defaults so that the frame still renders. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`config.json answered ${res.status}`);
    return setRuntimeConfig((await res.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.warn('Runtime config unavailable, using defaults', error);
    return current;
  }
}

/** Absolute URL of a server-relative file path such as `/uploads/photos/x.webp` (SPEC.md §3). */
export function fileUrl(path: string | undefined | null): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const base = current.fileBaseUrl.replace(/\/$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
