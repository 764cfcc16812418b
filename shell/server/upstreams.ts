// Several API hosts behind the site's server (`API_URL` takes a comma-separated list):
// round robin over those that answer; one that refused a connection is skipped for a while, then
// tried again, so a replica that comes back rejoins by itself.
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';

export interface UpstreamPool {
  readonly size: number;
  /** The next upstream in turn that is not marked down; if all are, the one that recovers first. */
  pick(): string;
  markDown(origin: string): void;
  isDown(origin: string): boolean;
  /** An upstream for server-side calls (server rendering): the first one that is not down. */
  preferred(): string;
}

/** What the connections to the API hosts verify (undici's TLS connect options). */
export interface UpstreamTls {
  rejectUnauthorized: true;
  ca?: string[];
}

/** Parses `API_URL` into origins; throws on a malformed entry. */
export function parseUpstreams(value: string | null | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = new URL(s);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`API_URL: ${s} is not http(s)`);
      return url.origin;
    });
}

export function createUpstreamPool(
  origins: readonly string[],
  { retryAfterMs = 5_000, now = Date.now }: { retryAfterMs?: number; now?: () => number } = {},
): UpstreamPool {
  const list = origins.map((origin) => ({ origin, downUntil: 0 }));
  const first = list[0];
  if (!first) throw new Error('at least one API upstream is needed');
  let cursor = 0;
  return {
    size: list.length,
    pick() {
      const t = now();
      for (let i = 0; i < list.length; i += 1) {
        const index = (cursor + i) % list.length;
        const upstream = list[index];
        if (upstream && upstream.downUntil <= t) {
          cursor = (index + 1) % list.length;
          return upstream.origin;
        }
      }
      return list.reduce((a, b) => (b.downUntil < a.downUntil ? b : a)).origin;
    },
    markDown(origin) {
      const u = list.find((x) => x.origin === origin);
      if (u) u.downUntil = now() + retryAfterMs;
    },
    isDown(origin) {
      return (list.find((x) => x.origin === origin)?.downUntil ?? 0) > now();
    },
    preferred() {
      return (list.find((x) => x.downUntil <= now()) ?? first).origin;
    },
  };
}

/**
 * TLS settings for the connections to https:// API hosts. @fastify/reply-from turns certificate
 * checks off unless told otherwise, and the requests it forwards carry the visitors' bearer tokens, so
 * a host whose certificate does not verify (self-signed, for another name, expired, unknown issuer)
 * must get nothing. `caFile` (API_CA_FILE) adds a private CA's PEM certificate(s) to the public ones.
 */
export function upstreamTls({ caFile }: { caFile?: string | undefined } = {}): UpstreamTls {
  const tls: UpstreamTls = { rejectUnauthorized: true };
  if (caFile) {
    let pem: string;
    try {
      pem = readFileSync(caFile, 'utf8');
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      throw new Error(`API_CA_FILE: ${caFile} cannot be read (${code ?? message})`);
    }
    if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
      throw new Error(`API_CA_FILE: ${caFile} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
    }
    tls.ca = [...rootCertificates, pem];
  }
  return tls;
}

/** Failures of the TLS handshake with an API host: its certificate was refused, nothing was sent. */
export function isCertificateError(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null | undefined)?.code ?? '');
  return (
    code.startsWith('ERR_TLS_') ||
    code.startsWith('ERR_SSL_') ||
    /CERT|SELF_SIGNED|UNABLE_TO_(GET_ISSUER|VERIFY)|_SIGNATURE_FAILURE/.test(code)
  );
}

/** What the visitor reads when the API host's certificate was refused (the API's error shape). */
export const UNTRUSTED_UPSTREAM = {
  message:
    'The site could not confirm the identity of its server, so your request was not sent. Please try again later.',
  code: 'BAD_GATEWAY',
};
