// Strict headers for every response of the site's servers.
// The CSP allows scripts only from the site itself and the configured remote origins; the one inline
// script the server writes (bootScript.ts, when a server-rendered page starts its code) is allowed by
// its hash. The runtime config and the server-rendered state are `type="application/json"` data
// blocks, which CSP does not treat as scripts.
import type { RuntimeConfig } from '@gsvmc/shared-kit';
import { BOOT_SCRIPT_HASH } from './bootScript';

/** The parts of the runtime config the policy names origins from (a remote's own server has none). */
export type PolicyConfig = Partial<Pick<RuntimeConfig, 'apiBaseUrl' | 'fileBaseUrl' | 'remotes'>>;

export interface PolicyOptions {
  /** The page may be framed by the site itself (an editor's preview), by nobody else. */
  frameable?: boolean;
}

/** Origin of an absolute URL, or null for a relative one ('/api') or an unparsable value. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (list: Array<string | null>): string[] => [...new Set(list.filter((x): x is string => Boolean(x)))];

/**
 * The Content-Security-Policy for a page that loads the given remotes and calls the given API.
 *
 * style-src keeps 'unsafe-inline': styled-components injects <style> elements at run time and the
 * server-rendered page carries its styles inline (ServerStyleSheet); a nonce would make browsers
 * ignore 'unsafe-inline' and block those. Styles cannot run code; scripts, the real risk, stay strict.
 */
export function contentSecurityPolicy(config: PolicyConfig = {}, { frameable = false }: PolicyOptions = {}): string {
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const api = unique([originOf(config.apiBaseUrl), originOf(config.fileBaseUrl)]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", BOOT_SCRIPT_HASH, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...api],
    'font-src': ["'self'", 'data:', ...remotes],
    // The federation runtime fetches each remote's mf-manifest.json; pages call the API.
    'connect-src': ["'self'", ...remotes, ...api],
    'media-src': ["'self'", ...api],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': [frameable ? "'self'" : "'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Every header the site's servers add to their own answers (not to what the API forwards).
 * `frameable`: the page may be framed by the site itself and nobody else (an editor's preview of a
 * draft, shown by the admin portal at phone and desktop width).
 */
export function securityHeaders(
  config: PolicyConfig = {},
  { hsts = false, frameable = false }: PolicyOptions & { hsts?: boolean } = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, { frameable }),
    'x-frame-options': frameable ? 'SAMEORIGIN' : 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
