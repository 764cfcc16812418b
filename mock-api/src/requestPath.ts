// The one decoded path of a request. The router decodes the request target before matching a route
// and the file server decodes what it is handed, so a guard that compared the raw target could be
// walked around by spelling a character as %XX. Every decision that reads a path (the trash and
// schedule guards of /uploads, the limits, the file server) reads this one instead.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's path, percent-decoded once and checked (requestPath.ts); no query string. */
    pathname: string;
  }
}

/** Why an address is refused, in a sentence a person can act on. */
export const BAD_ADDRESS =
  'This address is not valid: it has a broken %-escape, an escaped slash or backslash, a control character, or a "." or ".." part. Check the link and try again.';

export const badAddress = () => new HttpError(400, 'BAD_REQUEST', BAD_ADDRESS);

/**
 * The path of `url` (a request target) decoded once, or undefined when it has no single meaning:
 * a malformed escape or one that is not UTF-8, an escaped "/" or "\" (one path segment or two?),
 * a raw backslash, a control character, or a "." or ".." segment (which a file server might resolve).
 * Letters keep their case: routes and stored names are case-sensitive, so /Uploads/ is another path.
 */
export function decodePath(url: string): string | undefined {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  if (/%(?![0-9A-Fa-f]{2})/.test(raw) || /%(2f|5c)/i.test(raw) || raw.includes('\\')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return decoded;
}

/**
 * Sets `request.pathname` before any other hook runs (register this first), and answers 400 with
 * the error shape for a target the router itself could not decode.
 */
export function registerRequestPath(app: FastifyInstance): void {
  app.decorateRequest('pathname', '');
  app.addHook('onRequest', async (request) => {
    const decoded = decodePath(request.url);
    if (decoded === undefined) throw badAddress();
    request.pathname = decoded;
  });
}

/** Query parameters whose values are secrets: reset and file-link tokens, passwords, keys. */
const SECRET_PARAMETER = /token|pass|pwd|secret|api[-_]?key|signature|credential/i;

/**
 * `url` with the value of every secret-looking query parameter replaced by [REDACTED], as the
 * request log writes it (a reset link's token in the log would let its reader set the password).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a broken escape in a name: judged as written
      }
      return eq !== -1 && SECRET_PARAMETER.test(name) ? `${rawName}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
