// Runs the fixed query set (search-queries.json) against an API holding the first-start sample
// content: test/search-queries.test.ts through app.inject, bench/run.mjs over HTTP. `get(path)`
// answers the parsed JSON of a GET.
import { readFileSync } from 'node:fs';

/** How far down its kind's list the intended item may be and still count as found. */
export const TOP = 3;

export function loadQuerySet() {
  return JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8')).queries;
}

/**
 * The id of each sample item by its English title or name, per kind (departments are their own id,
 * pages are named by their address).
 */
async function idsByTitle(get) {
  const notices = await get('/api/notices');
  const faculty = await get('/api/faculty');
  const alumni = (await get('/api/alumni')).data;
  return {
    notice: new Map(notices.map((n) => [n.title, n._id])),
    faculty: new Map(faculty.map((f) => [f.name, f._id])),
    alumni: new Map(alumni.map((a) => [a.fullName, a._id])),
  };
}

/**
 * Each query of the set, sent with its language: found when the intended item is among the first
 * TOP hits of its kind. Returns the count and, per query, the titles it got.
 */
export async function runQuerySet(get, queries = loadQuerySet()) {
  const ids = await idsByTitle(get);
  const rows = [];
  for (const query of queries) {
    const wanted =
      query.kind === 'department' || query.kind === 'page' ? query.expect : ids[query.kind]?.get(query.expect);
    if (!wanted)
      throw new Error(`The query set names an item the sample content lacks: ${query.kind} "${query.expect}"`);
    const started = performance.now();
    const answer = await get(`/api/search?q=${encodeURIComponent(query.q)}&lang=${query.lang}`);
    const ms = performance.now() - started;
    const hits = answer.results[query.kind] ?? [];
    // A page is named by its address; its hit leads to a section of it (path#anchor).
    const rank = hits.findIndex((h) => (query.kind === 'page' ? h.url.split('#')[0] === wanted : h.id === wanted));
    rows.push({
      ...query,
      ms,
      rank: rank < 0 ? null : rank + 1,
      found: rank >= 0 && rank < TOP,
      got: hits.slice(0, TOP).map((h) => h.title),
    });
  }
  const found = rows.filter((r) => r.found).length;
  const byStyle = {};
  for (const r of rows) {
    byStyle[r.style] ??= { found: 0, total: 0 };
    byStyle[r.style].total += 1;
    if (r.found) byStyle[r.style].found += 1;
  }
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)];
  return { found, total: rows.length, byStyle, rows, p50: at(0.5), p99: at(0.99) };
}

/** The figure as one line, the time per query, and one line per miss. */
export function describe(result) {
  const styles = Object.entries(result.byStyle)
    .map(([style, s]) => `${style} ${s.found}/${s.total}`)
    .join(', ');
  const lines = [
    `search query set: ${result.found} of ${result.total} find the intended item in the top ${TOP} (${styles})`,
    `  time per query as the caller saw it, one at a time: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
  ];
  for (const r of result.rows.filter((row) => !row.found))
    lines.push(
      `  missed: "${r.q}" (${r.lang}) wanted ${r.kind} "${r.expect}", rank ${r.rank ?? 'none'}; top: ${JSON.stringify(r.got)}`,
    );
  return lines.join('\n');
}
