// SQLite FTS5 search over the index that migration 003 builds and its triggers keep current.
import type { SearchKind, SearchResponse } from '@gsvmc/shared-types';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import {
  FUZZY_CANDIDATES,
  FUZZY_MIN,
  QUERY_MAX,
  SEARCH_KINDS,
  candidatesOf,
  keyIsPrefix,
  kindsWithRoom,
  mergeRows,
  queryMatchTerms,
  queryTerms,
  queryWords,
  rankRows,
  similarity,
  toResults,
  trigrams,
  type QueryTerm,
  type SearchIndex,
  type SearchOptions,
  type SearchRow as Row,
} from './index';
import { matchesPrefix, wholeForms } from './match';

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * One query word as FTS5 query text: a quoted prefix term ("pharm"*), or, for a word too short to be
 * a prefix (match.ts, matchesPrefix), the word and its forms with an ending ("ফি" OR "ফির" OR …).
 */
const wordQuery = (word: string) =>
  matchesPrefix(word) ? `${quote(word)}*` : `(${wholeForms(word).map(quote).join(' OR ')})`;

/** FTS5 query text: each word (wordQuery) in the title or body, all of them required. */
const prefixQuery = (words: string[]) => `{title body}: (${words.map(wordQuery).join(' AND ')})`;

/**
 * Each word as itself in the text, or as its phonetic key among the keys of the Bengali words
 * (`{ptitle pbody}`, migration 009), all of them required: "vorti 2026" finds ভর্তি ... ২০২৬.
 * Null when no word has a key (nothing this pass could add).
 */
function phoneticQuery(terms: QueryTerm[]): string | null {
  if (!terms.some((t) => t.key)) return null;
  return terms
    .map(({ word, key }) => {
      const exact = `{title body}: ${wordQuery(word)}`;
      if (!key) return `(${exact})`;
      return `(${exact} OR {ptitle pbody}: ${quote(key)}${keyIsPrefix(word, key) ? '*' : ''})`;
    })
    .join(' AND ');
}

/** Trigram fallback: any trigram of any word of three letters or more. */
function trigramQuery(words: string[]): string | null {
  const grams = new Set<string>();
  for (const w of words) for (const g of trigrams(w)) grams.add(g);
  if (grams.size === 0) return null;
  return [...grams].map((g) => `"${g.replaceAll('"', '""')}"`).join(' OR ');
}

export class SqliteSearch implements SearchIndex {
  constructor(private readonly db: Kysely<DB>) {}

  async search(query: string, { now = new Date(), lang = 'en' }: SearchOptions = {}): Promise<SearchResponse> {
    const trimmed = query.trim().slice(0, QUERY_MAX);
    const words = queryWords(trimmed);
    if (words.length === 0) return { query: trimmed, approximate: false, results: toResults([], lang) };
    // Each pass's candidates are read again word by word (match.ts): what holds every word stays, best first.
    const terms = queryMatchTerms(words);

    const nowIso = now.toISOString();
    let rows = rankRows(await this.run('search_fts', prefixQuery(words), nowIso, candidatesOf), terms);
    // Then what the words' sounds find (Banglish, Bengali spelt another way), ranked with the exact matches.
    const phonetic = phoneticQuery(queryTerms(words));
    const room = kindsWithRoom(rows);
    if (phonetic && room.length > 0)
      rows = rankRows(mergeRows(rows, await this.run('search_fts', phonetic, nowIso, candidatesOf, room)), terms);
    let approximate = false;
    if (rows.length === 0) {
      const tri = trigramQuery(words);
      if (tri) {
        // Any shared trigram of a title (a name, a department, a notice's title: what people misspell
        // when they search) is a candidate; only hits whose own words resemble every query word stay.
        const candidates = await this.run('search_tri', `title: (${tri})`, nowIso, () => FUZZY_CANDIDATES);
        const wanted = words.filter((w) => [...w].length >= 3).map(trigrams);
        rows = candidates.filter((row) => {
          const theirs = queryWords(row.title).map(trigrams);
          return wanted.every((q) => theirs.some((t) => similarity(q, t) >= FUZZY_MIN));
        });
        approximate = rows.length > 0;
      }
    }

    return { query: trimmed, approximate, results: toResults(rows, lang, terms) };
  }

  /**
   * Matches of each kind ranked by bm25 (the rank set in migration 003: a title word weighs ten body
   * words), at most `perKind(kind)` of each, notices only while visitors can see them (published,
   * unexpired). One FTS5 `ORDER BY rank LIMIT` per kind: FTS5 keeps only the best rows while it scores.
   */
  private async run(
    table: 'search_fts' | 'search_tri',
    terms: string,
    now: string,
    perKind: (kind: SearchKind) => number,
    kinds: readonly SearchKind[] = SEARCH_KINDS,
  ): Promise<Row[]> {
    const fts = sql.table(table);
    // Scheduled and expired notices are matched too, then dropped: ask for that many more.
    const hidden = await sql<{ n: number }>`
      select count(*) as n from notices where date > ${now} or expires_at <= ${now}`.execute(this.db);
    const rows: Row[] = [];
    for (const kind of kinds) {
      const wanted = perKind(kind);
      const limit = wanted + (kind === 'notice' ? Number(hidden.rows[0]?.n ?? 0) : 0);
      const match = `kind:${kind} AND (${terms})`;
      const result = await sql<Row>`
        with top as (
          select rowid as doc, rank as score, title, body from ${fts}
          where ${fts} match ${match} order by rank limit ${limit}
        )
        select d.kind, d.ref, t.title, t.body,
          nt.title as n_title, nt.title_bn as n_title_bn, nt.pdf_path as n_pdf, nt.category as n_category, nt.date as n_date,
          f.name as f_name, f.designation as f_designation, f.department as f_department,
          a.full_name as a_name, a.degree as a_degree, a.graduation_year as a_year, a.major as a_major,
          p.slug as p_slug, p.path as p_path, p.anchor as p_anchor, p.page_title as p_title,
          p.page_title_bn as p_title_bn, p.heading as p_heading, p.heading_bn as p_heading_bn,
          p.text as p_text, p.text_bn as p_text_bn
        from top t
          join search_docs d on d.id = t.doc
          left join notices nt on d.kind = 'notice' and nt.id = d.ref
          left join faculty f on d.kind = 'faculty' and f.id = d.ref
          left join alumni a on d.kind = 'alumni' and a.id = d.ref
          left join page_sections p on d.kind = 'page' and p.ref = d.ref
        where d.kind <> 'notice' or (nt.date <= ${now} and (nt.expires_at is null or nt.expires_at > ${now}))
        order by t.score
        limit ${wanted}`.execute(this.db);
      rows.push(...result.rows);
    }
    return rows;
  }
}
