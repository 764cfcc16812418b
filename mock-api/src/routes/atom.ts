// Atom 1.0 (RFC 4287) for the notice feed. Written by hand: the format is a few elements, and every
// text goes through one escape, so a title with "<" or "&" cannot break the document.
import { NOTICE_CATEGORY_LABELS, type Notice } from '@gsvmc/shared-types';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Characters XML 1.0 forbids outright (control characters other than tab, newline, return).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlEscape(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export interface FeedInput {
  /** Scheme and host the request came to, e.g. https://gsvmc.edu.bd: Atom wants absolute links. */
  origin: string;
  selfPath: string;
  title: string;
  notices: readonly Notice[];
}

export function atomFeed({ origin, selfPath, title, notices }: FeedInput): string {
  const updated = notices.reduce((max, n) => (n.updatedAt > max ? n.updatedAt : max), '1970-01-01T00:00:00.000Z');
  const entries = notices.map((n) => {
    const pdf = `${origin}${n.pdfUrl}`;
    const label = NOTICE_CATEGORY_LABELS[n.category];
    return [
      '  <entry>',
      `    <id>urn:uuid:${xmlEscape(n._id)}</id>`,
      `    <title>${xmlEscape(n.title)}</title>`,
      `    <published>${xmlEscape(n.publishAt)}</published>`,
      `    <updated>${xmlEscape(n.updatedAt > n.publishAt ? n.updatedAt : n.publishAt)}</updated>`,
      `    <category term="${xmlEscape(n.category)}" label="${xmlEscape(label)}"/>`,
      `    <link rel="alternate" type="application/pdf" href="${xmlEscape(pdf)}"/>`,
      n.description
        ? `    <summary>${xmlEscape(n.description)}</summary>`
        : `    <summary>${xmlEscape(n.title)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlEscape(origin + selfPath)}</id>`,
    `  <title>${xmlEscape(title)}</title>`,
    `  <updated>${updated}</updated>`,
    '  <author><name>GSVMC</name></author>',
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(origin + selfPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlEscape(`${origin}/notice`)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
