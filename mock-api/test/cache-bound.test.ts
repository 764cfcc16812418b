// The response cache is bounded in bytes: query strings that differ (page, pageSize, year, offset)
// make distinct keys, and a client walking through them must not grow the API's memory without limit.
import { DEFAULT_CACHE_MAX_BYTES, ResponseCache } from '../src/cache';
import { systemActor } from '../src/repositories/audit';
import { setup } from './helpers';

const BOUND = 256 * 1024;
let t: Awaited<ReturnType<typeof setup>>;

beforeAll(async () => {
  // Paged reads are counted per address; the test client is one address.
  t = await setup({ cacheMaxBytes: BOUND, limits: { readPerAddress: { points: 1_000_000, windowSeconds: 60 } } });
  const rows = Array.from({ length: 120 }, (_, i) => ({
    row: i + 2,
    value: {
      alumniId: `C-${String(i).padStart(3, '0')}`,
      fullName: `Cached Person ${i} (sample)`,
      graduationYear: 2010 + (i % 10),
      degree: 'MBBS',
      major: ['Medicine', 'Surgery', 'Dentistry'][i % 3]!,
      email: `c${i}@example.com`,
      currentCompany: 'Sample Clinic',
      jobTitle: 'Doctor',
      location: 'Dhaka',
    },
  }));
  expect(await t.app.ctx.alumniImports.importRows(rows, systemActor('test'))).toMatchObject({
    count: 120,
    errors: [],
  });
});
afterAll(() => t.cleanup());

test('distinct page queries past the bound leave the cache within it, and it still serves what was asked last', async () => {
  // Fewer, larger entries than a client walking 10,000 tiny pages (that walk is measured in
  // bench/cache-bound.mjs, not timed here): 80 pages of 41-120 records, each several KB, together
  // several times the bound, so it must evict to stay within it.
  const cache = t.app.ctx.cache;
  expect(cache.maxBytes).toBe(BOUND);
  const sizes: { after: number; bytes: number; entries: number }[] = [];
  let sent = 0;
  let answered = 0;
  for (let pageSize = 41; pageSize <= 120; pageSize += 1) {
    const res = await t.app.inject({ url: `/api/alumni?page=1&pageSize=${pageSize}` });
    expect(res.statusCode).toBe(200);
    answered += res.body.length;
    sent += 1;
    if (sent % 20 === 0) sizes.push({ after: sent, ...cache.stats });
  }
  expect(sent).toBe(80);
  // What was asked would not fit: the bound is what keeps the cache small.
  expect(answered).toBeGreaterThan(BOUND * 4);
  for (const s of sizes) expect(s.bytes).toBeLessThanOrEqual(BOUND);
  // Flat: once full, the byte count stays near the bound instead of following the number of keys.
  expect(sizes.at(-1)!.bytes).toBeGreaterThan(BOUND * 0.5);
  expect(sizes.at(-1)!.entries).toBeLessThan(80 / 2);

  // The most recent key is still stored: asking again answers from the cache (same ETag, 304).
  const last = await t.app.inject({ url: '/api/alumni?page=1&pageSize=120' });
  const again = await t.app.inject({
    url: '/api/alumni?page=1&pageSize=120',
    headers: { 'if-none-match': String(last.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
  // And it came from the cache: nothing was loaded for it.
  const stored = await cache.entry('alumni:page:1:120:', () => Promise.reject(new Error('not stored')));
  expect(stored.json.length).toBeGreaterThan(10_000);
});

test('an answer larger than a quarter of the bound is sent but not kept; a smaller one is kept', async () => {
  const cache = new ResponseCache(t.app.ctx.store.db, 4_000);
  const big = await cache.entry('alumni:big', async () => ({ text: 'x'.repeat(2_000) }));
  expect(big.json.length).toBeGreaterThan(2_000);
  expect(cache.stats).toEqual({ bytes: 0, entries: 0 });
  const small = await cache.entry('alumni:small', async () => ({ text: 'y'.repeat(100) }));
  expect(cache.stats.entries).toBe(1);
  expect(cache.stats.bytes).toBeGreaterThanOrEqual(small.json.length);
  // Stored: a second read does not load again.
  const reload = jest.fn(async () => ({ text: 'changed' }));
  expect((await cache.entry('alumni:small', reload)).json).toEqual(small.json);
  expect(reload).not.toHaveBeenCalled();
});

test('stored bytes are counted as they are held: no entry keeps a larger shared block alive', async () => {
  // Buffer.from views an 8 KB pool for small strings, gzipSync a 16 KB chunk: held by an entry, the
  // whole block would stay in memory while only the view was counted.
  const small = await t.app.ctx.cache.entry('alumni:tiny', async () => ({ n: 1 }));
  expect(small.json.buffer.byteLength).toBe(small.json.length);
  const res = await t.app.inject({ url: '/api/alumni?page=1&pageSize=20', headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers['content-encoding']).toBe('gzip');
  const stored = await t.app.ctx.cache.entry('alumni:page:1:20:', () => Promise.reject(new Error('not stored')));
  expect(stored.gzip!.length).toBeLessThan(2_000);
  expect(stored.gzip!.buffer.byteLength).toBe(stored.gzip!.length);
  expect(stored.json.buffer.byteLength).toBe(stored.json.length);
});

test('the default bound is 64 MiB', () => {
  expect(DEFAULT_CACHE_MAX_BYTES).toBe(64 * 1024 * 1024);
});
