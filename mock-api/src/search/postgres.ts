// PostgreSQL full-text search over the `search_docs` table that migration 003 builds on PostgreSQL
// and its triggers keep current (the same answers as sqlite.ts, from PostgreSQL's own engine).
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
  type SearchRow,
} from './index';
import { matchesPrefix, wholeForms } from './match';

/**
 * tsquery text: each word (wordQuery) of the title or body ('pharm':*AD; migration 009
 * labels the phonetic keys B and C, which a word must not meet), all required (`&`), or any (`|`).
 * queryWords keeps only letters, marks and digits, so a word can hold no quote or operator: what a
 * visitor types is never tsquery syntax.
 */
const prefixQuery = (words: string[], join: '&' | '|' = '&') => words.map(wordQuery).join(` ${join} `);

/**
 * One query word: a prefix term, or, for a word too short to be a prefix (match.ts, matchesPrefix),
 * the word and its forms with an ending ('ফি':AD | 'ফির':AD | …), as on SQLite.
 */
function wordQuery(word: string): string {
  if (matchesPrefix(word)) return `'${word}':*AD`;
  return `(${wholeForms(word)
    .map((form) => `'${form}':AD`)
    .join(' | ')})`;
}

/** Each word as itself, or its phonetic key among the Bengali words' keys (B, C), all required; as on SQLite. */
function phoneticQuery(terms: QueryTerm[]): string | null {
  if (!terms.some((t) => t.key)) return null;
  return terms
    .map(({ word, key }) =>
      key ? `(${wordQuery(word)} | '${key}':${keyIsPrefix(word, key) ? '*' : ''}BC)` : wordQuery(word),
    )
    .join(' & ');
}

/**
 * ts_rank weights, in PostgreSQL's order {D, C, B, A}: title words are labelled A and body words D,
 * so a title word counts ten body words, as bm25(0, 10, 1, 5, 0.5) does on SQLite; a phonetic key of a
 * title word (B) half a title word, of a body word (C) half a body word.
 */
const WEIGHTS = '{0.1, 0.05, 0.5, 1}';

/** Spelling fallback's candidate threshold for pg_trgm's word_similarity (the word filter then decides). */
const TRIGRAM_THRESHOLD = 0.3;

export interface PostgresSearchOptions {
  /**
   * Use pg_trgm for the spelling fallback: undefined asks the database whether the extension is
   * installed (migration 003 installs it where it can). Without it, the fallback looks for words
   * that start with the first three letters of a query word (a typo after them is still found).
   */
  trigram?: boolean;
}

export class PostgresSearch implements SearchIndex {
  private trigram: Promise<boolean> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: PostgresSearchOptions = {},
  ) {}

  /** Asked once, when the first search needs the fallback. */
  private hasTrigram(): Promise<boolean> {
    this.trigram ??=
      this.options.trigram !== undefined
        ? Promise.resolve(this.options.trigram)
        : sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`
            .execute(this.db)
            .then((r) => r.rows[0]?.n === 1);
    return this.trigram;
  }

  async search(query: string, { now = new Date(), lang = 'en' }: SearchOptions = {}): Promise<SearchResponse> {
    const trimmed = query.trim().slice(0, QUERY_MAX);
    const words = queryWords(trimmed);
    if (words.length === 0) return { query: trimmed, approximate: false, results: toResults([], lang) };
    // Each pass's candidates are read again word by word (match.ts): what holds every word stays, best first.
    const terms = queryMatchTerms(words);

    const nowIso = now.toISOString();
    let rows = rankRows(await this.ranked(prefixQuery(words), nowIso, candidatesOf), terms);
    // Then what the words' sounds find (Banglish, Bengali spelt another way), ranked with the exact matches.
    const phonetic = phoneticQuery(queryTerms(words));
    const room = kindsWithRoom(rows);
    if (phonetic && room.length > 0)
      rows = rankRows(mergeRows(rows, await this.ranked(phonetic, nowIso, candidatesOf, room)), terms);
    let approximate = false;
    if (rows.length === 0) {
      const candidates = (await this.hasTrigram())
        ? await this.similar(words.join(' '), nowIso)
        : await this.ranked(
            prefixQuery(
              words.map((w) => [...w].slice(0, 3).join('')),
              '|',
            ),
            nowIso,
            () => FUZZY_CANDIDATES,
          );
      // The same word-level check as on SQLite: every query word of three letters or more must share
      // enough of its trigrams with some word of the hit's title.
      const wanted = words.filter((w) => [...w].length >= 3).map(trigrams);
      rows = candidates.filter((row) => {
        const theirs = queryWords(row.title).map(trigrams);
        return wanted.length > 0 && wanted.every((q) => theirs.some((t) => similarity(q, t) >= FUZZY_MIN));
      });
      approximate = rows.length > 0;
    }

    return { query: trimmed, approximate, results: toResults(rows, lang, terms) };
  }

  /**
   * Full-text matches, best first per kind (ts_rank, then the older document), at most `perKind` of
   * each; notices only while visitors can see them (published, unexpired).
   */
  private async ranked(
    terms: string,
    now: string,
    perKind: (kind: SearchKind) => number,
    kinds: readonly SearchKind[] = SEARCH_KINDS,
  ): Promise<SearchRow[]> {
    const result = await sql<SearchRow>`
      with q as (select to_tsquery('simple', search_fold(${terms})) as query)
      select * from (
        select ${columns},
          row_number() over (partition by d.kind order by ts_rank(${WEIGHTS}::float4[], d.tsv, q.query) desc, d.id) as n
        from search_docs d cross join q ${joins}
        where d.tsv @@ q.query and d.kind in (${sql.join(kinds)}) and ${visible(now)}
      ) hits
      where n <= case when kind = 'page' then ${perKind('page')}::int else ${perKind('notice')}::int end
      order by kind, n`.execute(this.db);
    return result.rows;
  }

  /** Spelling fallback with pg_trgm: titles whose words resemble the query's, most similar first. */
  private async similar(text: string, now: string): Promise<SearchRow[]> {
    return this.db.transaction().execute(async (trx) => {
      // `<%` uses the index on search_fold(title); its threshold applies to this transaction only.
      await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`.execute(
        trx,
      );
      const result = await sql<SearchRow>`
        select * from (
          select ${columns},
            row_number() over (
              partition by d.kind order by word_similarity(search_fold(${text}), search_fold(d.title)) desc, d.id
            ) as n
          from search_docs d ${joins}
          where search_fold(${text}) <% search_fold(d.title) and ${visible(now)}
        ) hits
        where n <= ${FUZZY_CANDIDATES}
        order by kind, n`.execute(trx);
      return result.rows;
    });
  }
}

const columns = sql`d.kind, d.ref, d.title, d.body,
  nt.title as n_title, nt.title_bn as n_title_bn, nt.pdf_path as n_pdf, nt.category as n_category, nt.date as n_date,
  f.name as f_name, f.designation as f_designation, f.department as f_department,
  a.full_name as a_name, a.degree as a_degree, a.graduation_year as a_year, a.major as a_major,
  p.slug as p_slug, p.path as p_path, p.anchor as p_anchor, p.page_title as p_title,
  p.page_title_bn as p_title_bn, p.heading as p_heading, p.heading_bn as p_heading_bn,
  p.text as p_text, p.text_bn as p_text_bn`;

const joins = sql`
  left join notices nt on d.kind = 'notice' and nt.id = d.ref
  left join faculty f on d.kind = 'faculty' and f.id = d.ref
  left join alumni a on d.kind = 'alumni' and a.id = d.ref
  left join page_sections p on d.kind = 'page' and p.ref = d.ref`;

const visible = (now: string) =>
  sql`(d.kind <> 'notice' or (nt.date <= ${now} and (nt.expires_at is null or nt.expires_at > ${now})))`;
