// Site-wide search: the college's pages, notices, faculty, departments and alumni in one index. The
// SQL lives behind this one interface so that the PostgreSQL implementation (postgres.ts,
// to_tsvector('simple', ...)) sits beside the SQLite one (sqlite.ts).
import {
  DEPARTMENT_GROUP_NAMES_BN,
  latinDigits,
  DEPARTMENT_GROUPS,
  DEPARTMENT_NAMES_BN,
  NOTICE_CATEGORY_LABELS,
  NOTICE_CATEGORY_LABELS_BN,
  type Language,
  type MedicalDepartmentName,
  type SearchHit,
  type SearchKind,
  type SearchResponse,
} from '@gsvmc/shared-types';
import { bestFirst, matchTerms, matchesPrefix, type MatchTerm } from './match';
import { leadText, pageHit, pagesOnce } from './pageHits';
import type { SearchRow } from './searchRow';
import { phoneticKey } from './phonetic';

/**
 * The kinds in the order a visitor reads them: the college's own pages first, since a word that
 * names a page ("admission", "hostel", "fee") is best answered by the page that states it; then the
 * notices about it.
 */
export const SEARCH_KINDS: readonly SearchKind[] = ['page', 'notice', 'faculty', 'department', 'alumni'];
/** Hits per kind: a search page, not an export; each kind's own page lists the rest. */
export const HITS_PER_KIND = 10;
/**
 * Sections asked for per search: a page shows once, by its best section, so a page whose every
 * section matches must not crowd the other pages out of the ten.
 */
export const PAGE_SECTIONS_PER_SEARCH = 40;

/**
 * How many of a kind each pass asks the index for, per hit shown: the word-level check (match.ts)
 * then drops what only looked like a match and ranks the rest.
 */
export const CANDIDATE_FACTOR = 3;
export const candidatesOf = (kind: SearchKind): number =>
  (kind === 'page' ? PAGE_SECTIONS_PER_SEARCH : HITS_PER_KIND) * CANDIDATE_FACTOR;
export const QUERY_MAX = 200;

export interface SearchOptions {
  /** The clock notices' visibility is read against; now by default. */
  now?: Date;
  /** The visitor's language: hits with text in it come first and show it. English by default. */
  lang?: Language;
}

export interface SearchIndex {
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
}

/** One query word and its phonetic key (null when it has none: digits, all vowels). */
export interface QueryTerm {
  word: string;
  key: string | null;
}

/** The words of a query with their phonetic keys (src/search/phonetic.ts). */
export function queryTerms(words: string[]): QueryTerm[] {
  return words.map((word) => ({ word, key: phoneticKey(word) }));
}

/** The words of a query as the word-level check reads them (match.ts). */
export const queryMatchTerms = (words: string[]): MatchTerm[] => matchTerms(words, (w) => phoneticKey(w) !== null);

/**
 * A key of one letter matches too many words as a prefix ("t" would be every word with a t, ট, ত,
 * থ or ঠ sound first); it must then be a whole key.
 */
export const MIN_PREFIX_KEY = 2;

/**
 * Whether a query word's phonetic key may match as the start of longer keys: a key of MIN_PREFIX_KEY
 * letters or more, of a word long enough to match as a prefix by its spelling (match.ts, matchesPrefix).
 */
export const keyIsPrefix = (word: string, key: string): boolean => key.length >= MIN_PREFIX_KEY && matchesPrefix(word);

/** Bengali digits as ASCII ones: "২০২৬" finds 2026 (the index holds text normalised the same way). */
export const normaliseDigits = latinDigits;

/**
 * The words of a query: letters (any script, with their combining marks, which Bengali vowel signs
 * are) and digits; everything else separates words. At most 8 words, so a pasted paragraph cannot
 * make a query of hundreds of terms.
 */
export function queryWords(query: string): string[] {
  const words = normaliseDigits(query.normalize('NFC').toLowerCase()).match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  return words.slice(0, 8);
}

export type { SearchRow } from './searchRow';

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

const BENGALI = /[\u0980-\u09ff]/;
const LATIN = /[a-z]/i;

/** The department's group, if it has one (SPEC.md §2.9). */
function groupOf(name: string): keyof typeof DEPARTMENT_GROUPS | undefined {
  return (Object.keys(DEPARTMENT_GROUPS) as Array<keyof typeof DEPARTMENT_GROUPS>).find((g) =>
    (DEPARTMENT_GROUPS[g] as readonly string[]).includes(name),
  );
}

/** Whether the hit's record has text in `lang`: what "results in the visitor's language first" sorts by. */
export function hasLanguage(row: SearchRow, lang: Language): boolean {
  const script = lang === 'bn' ? BENGALI : LATIN;
  switch (row.kind) {
    case 'page':
      return lang === 'en' || Boolean(row.p_title_bn || row.p_heading_bn || row.p_text_bn);
    case 'notice':
      return (lang === 'bn' && Boolean(row.n_title_bn)) || script.test(row.n_title ?? row.title);
    case 'department':
      return true;
    case 'faculty':
      return script.test(row.f_name ?? row.title);
    case 'alumni':
      return script.test(row.a_name ?? row.title);
  }
}

/**
 * Puts the hits whose record has text in the visitor's language first, keeping the rank order
 * within each part (a stable sort).
 */
export function languageFirst(rows: SearchRow[], lang: Language): SearchRow[] {
  const mine = rows.filter((r) => hasLanguage(r, lang));
  return [...mine, ...rows.filter((r) => !hasLanguage(r, lang))];
}

/**
 * The kinds the exact pass left room in: only there can the phonetic pass add a hit that shows (a
 * word in thousands of records then costs one pass, not two).
 */
export function kindsWithRoom(rows: SearchRow[]): SearchKind[] {
  return SEARCH_KINDS.filter((kind) =>
    kind === 'page'
      ? new Set(rows.filter((r) => r.kind === kind).map((r) => r.p_slug)).size < HITS_PER_KIND
      : rows.filter((r) => r.kind === kind).length < HITS_PER_KIND,
  );
}

/**
 * Appends the rows of `more` that `first` lacks: exact matches keep their places, and what only
 * the phonetic keys found comes after them.
 */
export function mergeRows(first: SearchRow[], more: SearchRow[]): SearchRow[] {
  const seen = new Set(first.map((r) => `${r.kind}:${r.ref}`));
  return [...first, ...more.filter((r) => !seen.has(`${r.kind}:${r.ref}`))];
}

/** The JSON of one hit, whichever engine found it, in the visitor's language where the record has it. */
export function toHit(row: SearchRow, lang: Language = 'en', terms: MatchTerm[] = []): SearchHit {
  const scriptOf = (text: string): Language => (BENGALI.test(text) && !LATIN.test(text) ? 'bn' : 'en');
  switch (row.kind) {
    case 'page':
      return pageHit(row, lang, terms);
    case 'notice': {
      const english = row.n_title ?? row.title;
      const title = lang === 'bn' && row.n_title_bn ? row.n_title_bn : english;
      const labels = lang === 'bn' ? NOTICE_CATEGORY_LABELS_BN : NOTICE_CATEGORY_LABELS;
      return {
        kind: 'notice',
        id: row.ref,
        title,
        detail: [row.n_category && labels[row.n_category], row.n_date?.slice(0, 10)].filter(Boolean).join(' · '),
        url: row.n_pdf ?? '',
        lang: title === english ? scriptOf(title) : 'bn',
      };
    }
    case 'faculty': {
      const name = row.f_name ?? row.title;
      return {
        kind: 'faculty',
        id: row.ref,
        title: name,
        detail: [row.f_designation, row.f_department].filter(Boolean).join(', '),
        url: `/facultyDetails/${encodeURIComponent(row.ref)}`,
        lang: scriptOf(name),
      };
    }
    case 'alumni': {
      const name = row.a_name ?? row.title;
      return {
        kind: 'alumni',
        id: row.ref,
        title: name,
        detail: [row.a_degree, row.a_year, row.a_major].filter(Boolean).join(' · '),
        url: `/alumniTable?q=${encodeURIComponent(name)}`,
        lang: scriptOf(name),
      };
    }
    case 'department': {
      const group = groupOf(row.ref);
      const params = new URLSearchParams({ name: row.ref });
      if (group) params.set('parent', group);
      const bn = lang === 'bn' ? DEPARTMENT_NAMES_BN[row.ref as MedicalDepartmentName] : undefined;
      const detail = group && (bn ? DEPARTMENT_GROUP_NAMES_BN[group] : group);
      return {
        kind: 'department',
        id: row.ref,
        title: bn ?? row.ref,
        ...(detail ? { detail } : {}),
        url: `/department-detail?${params.toString()}`,
        lang: bn ? 'bn' : 'en',
      };
    }
  }
}

/** The rows that hold every term, best first (match.ts, bestFirst): what both engines rank by. */
export const rankRows = (rows: SearchRow[], terms: MatchTerm[]): SearchRow[] => bestFirst(rows, terms, leadText);

/**
 * Groups rows by kind (in the order given), at most HITS_PER_KIND each, as the response's `results`;
 * `terms` (the query's) place each page hit's snippet.
 */
export function toResults(rows: SearchRow[], lang: Language, terms: MatchTerm[] = []): Record<SearchKind, SearchHit[]> {
  const results = Object.fromEntries(SEARCH_KINDS.map((k) => [k, [] as SearchHit[]])) as Record<
    SearchKind,
    SearchHit[]
  >;
  const once = pagesOnce(rows);
  for (const kind of SEARCH_KINDS) {
    const ofKind = languageFirst(
      once.filter((r) => r.kind === kind),
      lang,
    );
    results[kind] = ofKind.slice(0, HITS_PER_KIND).map((r) => toHit(r, lang, terms));
  }
  return results;
}
