// Runtime settings, so that a remote or the API can move without a rebuild (ARCHITECTURE.md
// "Composition at run time"). The site's server writes them into index.html (no config.json
// round trip before the remotes can load); a shell served by a plain CDN still reads `config.json`.

export interface RuntimeConfig {
  /** Base of every API call, e.g. `/api` (same origin) or `https://api.example.org/api`. */
  apiBaseUrl: string;
  /** Origin that serves `/uploads/...`; empty means the page's own origin. */
  fileBaseUrl: string;
  /** Manifest URL of each remote, by container name. */
  remotes: Record<string, string>;
  /**
   * Address of the college's web mail, linked as "Webmail" in the navigation (SPEC.md §2.2). Optional
   * and per deployment, because the real address is not known to this project.
   */
  webmailUrl?: string;
  /**
   * Where the site's server itself reaches the API while it renders a page (an absolute URL). Never
   * sent to the browser and never drawn into a page: links a person follows use `apiBaseUrl`.
   */
  serverApiBaseUrl?: string;
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

const isString = (v: unknown): v is string => typeof v === 'string';

/** Keeps only well-typed fields, so a hand-edited config.json cannot put a non-string into a URL. */
function sanitize(raw: unknown): Partial<RuntimeConfig> {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json is not an object');
  const input = raw as Record<string, unknown>;
  const out: Partial<RuntimeConfig> = {};
  if (isString(input.apiBaseUrl) && input.apiBaseUrl) out.apiBaseUrl = input.apiBaseUrl;
  if (isString(input.fileBaseUrl)) out.fileBaseUrl = input.fileBaseUrl;
  if (isString(input.webmailUrl) && input.webmailUrl) out.webmailUrl = input.webmailUrl;
  if (typeof input.remotes === 'object' && input.remotes !== null) {
    out.remotes = Object.fromEntries(
      Object.entries(input.remotes as Record<string, unknown>).filter(
        (e): e is [string, string] => isString(e[1]) && e[1] !== '',
      ),
    );
  }
  return out;
}

/** Id of the `<script type="application/json">` the site's server writes into index.html. */
export const CONFIG_SCRIPT_ID = '__GSVMC_CONFIG__';

/** The config the server wrote into the page, or undefined when there is none (or it is unreadable). */
function inlineConfig(): Partial<RuntimeConfig> | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(CONFIG_SCRIPT_ID);
  if (!element?.textContent) return undefined;
  try {
    return sanitize(JSON.parse(element.textContent));
  } catch (error) {
    console.warn('The runtime config in the page is unreadable; fetching config.json', error);
    return undefined;
  }
}

/**
 * Takes the config written into the page when there is one, else reads config.json; on any failure
 * keeps the defaults so that the frame still renders.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const inline = inlineConfig();
  if (inline) return setRuntimeConfig(inline);
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(`config.json answered ${res.status}`);
    return setRuntimeConfig(sanitize(await res.json()));
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
