import { LANGUAGES, type Language } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { validationFailed } from '../errors';
import { errors } from '../schemas';
import { QUERY_MAX, SEARCH_KINDS } from '../search/index';
import { PageIndex } from '../search/pages';
import { PostgresSearch } from '../search/postgres';
import { SqliteSearch } from '../search/sqlite';

const hitSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...SEARCH_KINDS] },
    id: { type: 'string' },
    title: { type: 'string' },
    section: { type: 'string' },
    snippet: { type: 'string' },
    detail: { type: 'string' },
    url: { type: 'string' },
    lang: { type: 'string', enum: [...LANGUAGES] },
  },
} as const;

export const searchRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Migration 003 built the index of this engine: FTS5 on SQLite, tsvector + pg_trgm on PostgreSQL.
  const index = ctx.store.dialect === 'postgres' ? new PostgresSearch(ctx.store.db) : new SqliteSearch(ctx.store.db);
  // Migration 011's page sections, brought to each page's live revision before every search.
  const pages = new PageIndex(ctx.store.db);
  // Read every page once at start, so the first visitor's search does not wait for it (a failure
  // here only leaves that work to the first search).
  app.addHook('onReady', async () => {
    try {
      await pages.sync(ctx.now());
    } catch (error) {
      app.log.warn({ err: error }, 'search: the pages could not be indexed at start; the first search will try again');
    }
  });

  app.get<{ Querystring: { q: string; lang?: Language } }>(
    '/search',
    {
      attachValidation: true,
      schema: {
        tags: ['search'],
        summary: "Search the college's pages, notices, faculty, departments and alumni",
        description:
          'Every published page is searched section by section (a page hit names its page, its `section` and ' +
          'a `snippet` of its text, and links to the section); pages come first in `results`. ' +
          'Words match as the start of a word ("pharm" finds Pharmacology), in English or Bengali (Bengali ' +
          'digits match ASCII ones: ২০২৬ finds 2026 and back); a word of one or two characters ("ফি", fee) ' +
          'matches only whole words, itself or with an ending. Every word must match. Bengali typed in Latin ' +
          'letters finds the Bengali words it sounds like ("vorti" and "bhorti" find ভর্তি, "porikkha" ' +
          'পরীক্ষা). Hits are ranked by how they hold the words: in a title, then the whole word in the text, ' +
          'then a word that only starts with it; a word spelled as typed ranks above the same word found by ' +
          'its sound, and then a word that starts a sentence or list item above one inside it. A page hit ' +
          'with no heading above its text has no `section`. When nothing matches, a spelling-tolerant pass ' +
          'runs and `approximate` is true. At most 10 hits per kind, best first; notices only while published ' +
          "and unexpired. `lang` (en or bn, default en) is the visitor's language: hits with text in it come first, titled in it where the " +
          "record has it (a notice's Bengali title, a department's Bengali name); each hit's `lang` says " +
          'which language its title is in.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: QUERY_MAX },
            lang: { type: 'string', enum: [...LANGUAGES] },
          },
          required: ['q'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              query: { type: 'string' },
              approximate: { type: 'boolean' },
              results: {
                type: 'object',
                properties: Object.fromEntries(SEARCH_KINDS.map((k) => [k, { type: 'array', items: hitSchema }])),
              },
            },
          },
          ...errors(400),
        },
      },
    },
    async (request) => {
      const error = request.validationError;
      if (error) {
        // A sentence for the language (a link or a hand-edited address); the query's own rules keep their message.
        if (error.validation?.some((v: { instancePath?: string }) => v.instancePath === '/lang'))
          throw validationFailed('lang must be "en" (English) or "bn" (Bengali).');
        throw validationFailed(error.message);
      }
      // Pages are live by the clock the content repository dates revisions with.
      await pages.sync(ctx.now());
      return index.search(request.query.q, { lang: request.query.lang ?? 'en' });
    },
  );
};
