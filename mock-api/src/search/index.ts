// Site-wide search (issue 14). The SQL lives behind this one interface so that a PostgreSQL
// implementation (to_tsvector('simple', ...)) can sit beside the SQLite one (sqlite.ts).
import {
  NOTICE_CATEGORY_LABELS,
  type NoticeCategory,
  type SearchHit,
  type SearchKind,
  type SearchResponse,
} from '@gsvmc/shared-types';

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

/** A hit as both implementations read it: the document and its record's columns. */
export interface SearchRow {
  kind: SearchKind;
  ref: string;
  title: string;
  body: string;
  n_title: string | null;
  n_pdf: string | null;
  n_category: NoticeCategory | null;
  n_date: string | null;
  f_name: string | null;
  f_designation: string | null;
  f_department: string | null;
  a_name: string | null;
  a_degree: string | null;
  a_year: number | null;
  a_major: string | null;
}

/** The letters of `word` in overlapping threes, as the trigram tokenizer sees them. */
export function trigrams(word: string): Set<string> {
  const out = new Set<string>();
  const chars = [...word];
  for (let i = 0; i + 3 <= chars.length; i += 1) out.add(chars.slice(i, i + 3).join(''));
  return out;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / (a.size + b.size - shared || 1);
}

/** At least this much trigram overlap (Jaccard) between a query word and some word of the hit. */
export const FUZZY_MIN = 0.3;
/** Trigram candidates of each kind checked by the word-level filter. */
export const FUZZY_CANDIDATES = 50;

/** The JSON of one hit, whichever engine found it. */
export function toHit(row: SearchRow): SearchHit {
  switch (row.kind) {
    case 'notice':
      return {
        kind: 'notice',
        id: row.ref,
        title: row.n_title ?? row.title,
        detail: [row.n_category && NOTICE_CATEGORY_LABELS[row.n_category], row.n_date?.slice(0, 10)]
          .filter(Boolean)
          .join(' · '),
        url: row.n_pdf ?? '',
      };
    case 'faculty':
      return {
        kind: 'faculty',
        id: row.ref,
        title: row.f_name ?? row.title,
        detail: [row.f_designation, row.f_department].filter(Boolean).join(', '),
        url: `/facultyDetails/${encodeURIComponent(row.ref)}`,
      };
    case 'alumni': {
      const name = row.a_name ?? row.title;
      return {
        kind: 'alumni',
        id: row.ref,
        title: name,
        detail: [row.a_degree, row.a_year, row.a_major].filter(Boolean).join(' · '),
        url: `/alumniTable?q=${encodeURIComponent(name)}`,
      };
    }
    case 'department': {
      const params = new URLSearchParams({ name: row.ref });
      if (row.body) params.set('parent', row.body);
      return {
        kind: 'department',
        id: row.ref,
        title: row.ref,
        ...(row.body ? { detail: row.body } : {}),
        url: `/department-detail?${params.toString()}`,
      };
    }
  }
}
