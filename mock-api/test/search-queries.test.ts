// The fixed search query set (bench/search-queries.json) against the first-start sample content,
// on SQLite and on PostgreSQL. The goal is 91 of the 95 queries of notices, faculty, departments and
// alumni or better, and every query that names a page finds it; the count is printed.
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe as describeResult, runQuerySet } from '../bench/searchQueries.mjs';
import { buildTestApp } from './helpers';

/** The least number of queries that must find their item: every page query and 91 of the other 95. */
const GOAL = 91 + 8;

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-queries-'));
  app = await buildTestApp(dataDir, { seed: 'full' });
}, 120_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(url: string) {
  const res = await app.inject({ url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

test(`at least ${GOAL} queries of the set find the intended item in their first three hits`, async () => {
  const result = await runQuerySet(get);
  console.log(describeResult(result));
  expect(result.total).toBeGreaterThanOrEqual(103);
  expect(result.found).toBeGreaterThanOrEqual(GOAL);
  // A page query may not be one of the misses: each names its page.
  expect(result.rows.filter((r: { kind: string; found: boolean }) => r.kind === 'page' && !r.found)).toEqual([]);
}, 120_000);

test('"vorti", "ভর্তি" and "admission" each find both seeded admission notices, in either language', async () => {
  const notices = (await get('/api/notices')) as Array<{ _id: string; category: string }>;
  const admission = notices.filter((n) => n.category === 'admission').map((n) => n._id);
  expect(admission).toHaveLength(2);
  for (const q of ['vorti', 'ভর্তি', 'admission'])
    for (const lang of ['en', 'bn']) {
      const hits = (await get(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}`)).results.notice as Array<{
        id: string;
      }>;
      expect([q, lang, hits.map((h) => h.id).sort()]).toEqual([q, lang, [...admission].sort()]);
    }
});

test('a word that is in no text finds nothing: not by its sound, nor as an approximate match', async () => {
  for (const q of ['xyzzy', 'qwerty', 'zzz', 'kkk', 'abc'])
    for (const lang of ['en', 'bn']) {
      const answer = await get(`/api/search?q=${q}&lang=${lang}`);
      const found = Object.values(answer.results as Record<string, unknown[]>).flat();
      expect([q, lang, answer.approximate, found]).toEqual([q, lang, false, []]);
    }
});

test('"ছুটি" and "chuti" (holiday) find the holiday notice, and not the hostel (ছাত্রাবাস)', async () => {
  for (const q of ['ছুটি', 'chuti']) {
    const { results } = await get(`/api/search?q=${encodeURIComponent(q)}&lang=bn`);
    expect([q, results.notice[0]?.title]).toEqual([q, 'ছুটির বিজ্ঞপ্তি (নমুনা)']);
    expect(results.page.map((h: { url: string }) => h.url)).not.toContain('/facilities#facilities-hostel');
  }
});
