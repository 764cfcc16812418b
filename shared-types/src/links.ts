// The one rule for links people write into the site (page blocks, header links, the site settings'
// webmail and social links, journal publications): what the API accepts, what the editor checks
// before saving, and what the pages treat as "a page of this site". A link a browser would open on
// another origin must never pass as one of ours: `/\evil.example` and `\\evil.example` are read by
// browsers as `//evil.example`, and tabs or newlines inside an address are dropped by the URL parser
// (so `/\t/evil.example` is `//evil.example` too).

/** The code of every refused link, beside the sentence (the API's `{ message, code, field }`). */
export const LINK_NOT_ALLOWED = 'LINK_NOT_ALLOWED';

/** The longest link accepted anywhere. */
export const LINK_MAX_CHARS = 2_000;

/** An origin only used to ask the URL parser where a link leads; never requested. */
const PROBE_ORIGIN = 'https://site.example';

/** C0 and C1 control characters, DEL, and every kind of space (the URL parser strips or keeps them unpredictably). */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

/** Path segments of a page of this site: RFC 3986 characters, no empty segment (so no `//`). */
const SITE_PATH = /^(\/[A-Za-z0-9\-._~!$&'()*+,;=:@%]+)*\/?$/;
/** `.` and `..` segments, written or percent-encoded: a page of this site never needs them. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * True for a path of this site ("/notice?category=admission", "/about#history"): it starts with one
 * `/`, holds no backslash, space or control character, no `//` or dot segments in its path, and the
 * browser's own URL parser resolves it to the site's origin.
 */
export function isSitePath(href: string): boolean {
  if (typeof href !== 'string' || !href.startsWith('/') || href.length > LINK_MAX_CHARS) return false;
  if (CONTROL_OR_SPACE.test(href) || href.includes('\\') || /%5c/i.test(href)) return false;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  if (!SITE_PATH.test(path) || DOT_SEGMENT.test(path)) return false;
  try {
    const url = new URL(href, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** A web address on another site: http(s) with a host, nothing the parser would rewrite. */
export function isWebLink(href: string): boolean {
  if (typeof href !== 'string' || href.length > LINK_MAX_CHARS) return false;
  if (!/^https?:\/\/[^/?#]/i.test(href) || CONTROL_OR_SPACE.test(href) || href.includes('\\')) return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const MAILTO = /^mailto:[^\s@<>"\\]+@[^\s@<>"\\]+$/i;
const TEL = /^tel:\+?[0-9][0-9\-().]*$/i;

export type LinkKind = 'site' | 'web' | 'mail' | 'phone';

/** What a link is, or null when it is none of the kinds a field accepts. */
export function linkKind(href: string): LinkKind | null {
  if (typeof href !== 'string' || href.length > LINK_MAX_CHARS) return null;
  if (isSitePath(href)) return 'site';
  if (isWebLink(href)) return 'web';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  if (MAILTO.test(href)) return 'mail';
  if (TEL.test(href)) return 'phone';
  return null;
}

/**
 * Why a link is refused, as the end of a sentence ("… is not allowed: …"), or null when it passes.
 * `accept` lists the kinds the field takes (all four unless said).
 */
export function linkRefusal(
  href: string,
  accept: readonly LinkKind[] = ['site', 'web', 'mail', 'phone'],
): string | null {
  const kind = linkKind(href);
  if (kind && accept.includes(kind)) return null;
  if (typeof href === 'string' && href.length > LINK_MAX_CHARS)
    return `a link may have at most ${LINK_MAX_CHARS} characters.`;
  // A mis-written page address gets the rule for one; a good one this field does not take gets the kinds it does.
  if (kind === null && typeof href === 'string' && (href.startsWith('/') || href.startsWith('\\')))
    return 'a page of this site is written as one / then the page\u2019s address, without spaces, backslashes or //.';
  const kinds = accept.map(
    (k) => ({ site: '/ (a page of this site)', web: 'https:// or http://', mail: 'mailto:', phone: 'tel:' })[k],
  );
  return `a link must start with ${kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds[0]}, and hold no spaces or backslashes.`;
}
