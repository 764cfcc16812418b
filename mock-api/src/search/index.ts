// Site-wide search (issue 14). The SQL lives behind this one interface so that a PostgreSQL
// implementation (to_tsvector('simple', ...)) can sit beside the SQLite one (sqlite.ts).
import type { SearchKind, SearchResponse } from '@gsvmc/shared-types';

export const SEARCH_KINDS: readonly SearchKind[] = ['notice', 'faculty', 'department', 'alumni'];
/** Hits per kind: a search page, not an export; each kind's own page lists the rest. */
export const HITS_PER_KIND = 10;
export const QUERY_MAX = 200;

export interface SearchIndex {
  search(query: string, now?: Date): Promise<SearchResponse>;
}

/** Bengali digits as ASCII ones: "২০২৬" finds 2026 (the index holds text normalised the same way). */
export function normaliseDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

/**
 * The words of a query: letters (any script, with their combining marks, which Bengali vowel signs
 * are) and digits; everything else separates words. At most 8 words, so a pasted paragraph cannot
 * make a query of hundreds of terms.
 */
export function queryWords(query: string): string[] {
  const words = normaliseDigits(query.normalize('NFC').toLowerCase()).match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  return words.slice(0, 8);
}
