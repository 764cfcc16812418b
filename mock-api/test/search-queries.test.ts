// Issue 23: the fixed query set (bench/search-queries.json) against the first-start sample content,
// on SQLite and on PostgreSQL. The goal is 45 of 50 or better; the count is printed.
import { describe as describeResult, runQuerySet } from '../bench/searchQueries.mjs';
import { buildTestApp } from './helpers';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The least number of queries that must find their item (of at least 50). */
const GOAL = 45;

test(`at least ${GOAL} queries of the set find the intended item in their first three hits`, async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-queries-'));
  const app = await buildTestApp(dataDir, { seed: 'full' });
  try {
    const get = async (url: string) => {
      const res = await app.inject({ url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    };
    const result = await runQuerySet(get);
    console.log(describeResult(result));
    expect(result.total).toBeGreaterThanOrEqual(50);
    expect(result.found).toBeGreaterThanOrEqual(GOAL);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
