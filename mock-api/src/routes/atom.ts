// Atom 1.0 (RFC 4287) for the notice feed. Written by hand: the format is a few elements, and every
// text goes through one escape, so a title with "<" or "&" cannot break the document.
//
// Links are relative (/uploads/..., /notice, /notice/{id}): RFC 4287 resolves them against the address the feed
// was fetched from, which is the site's own origin however many proxies sit between it and the API
// (behind the site server, the API's own Host is an internal address). Ids must be absolute, so they
// are URNs: each notice's UUID, and a name-based UUID for each feed.
import { NOTICE_CATEGORY_LABELS, type Notice } from '@gsvmc/shared-types';
import { createHash } from 'node:crypto';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Characters XML 1.0 forbids outright (control characters other than tab, newline, return).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlEscape(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A stable UUID (version 5 layout, SHA-1 of the name) for a feed's atom:id. */
export function nameUuid(name: string): string {
  const h = createHash('sha1').update(`gsvmc:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface FeedInput {
  /** The feed's own path with its query, e.g. /api/notices/feed?category=results. */
  selfPath: string;
  title: string;
  notices: readonly Notice[];
}

export function atomFeed({ selfPath, title, notices }: FeedInput): string {
  const updated = notices.reduce((max, n) => (n.updatedAt > max ? n.updatedAt : max), '1970-01-01T00:00:00.000Z');
  const entries = notices.map((n) => {
    const label = NOTICE_CATEGORY_LABELS[n.category];
    return [
      '  <entry>',
      `    <id>urn:uuid:${xmlEscape(n._id)}</id>`,
      `    <title>${xmlEscape(n.title)}</title>`,
      `    <published>${xmlEscape(n.publishAt)}</published>`,
      `    <updated>${xmlEscape(n.updatedAt > n.publishAt ? n.updatedAt : n.publishAt)}</updated>`,
      `    <category term="${xmlEscape(n.category)}" label="${xmlEscape(label)}"/>`,
      // The notice's own page (its text) is the entry's page; the signed PDF goes with it.
      `    <link rel="alternate" type="text/html" href="/notice/${encodeURIComponent(n._id)}"/>`,
      `    <link rel="enclosure" type="application/pdf" href="${xmlEscape(n.pdfUrl)}"/>`,
      n.description
        ? `    <summary>${xmlEscape(n.description)}</summary>`
        : `    <summary>${xmlEscape(n.title)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>urn:uuid:${nameUuid(selfPath)}</id>`,
    `  <title>${xmlEscape(title)}</title>`,
    `  <updated>${updated}</updated>`,
    '  <author><name>GSVMC</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(selfPath)}"/>`,
    '  <link rel="alternate" type="text/html" href="/notice"/>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
