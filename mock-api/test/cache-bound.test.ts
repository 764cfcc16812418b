// The response cache is bounded in bytes: query strings that differ (page, pageSize, year, offset)
// make distinct keys, and a client walking through them must not grow the API's memory without limit.
import { DEFAULT_CACHE_MAX_BYTES, ResponseCache } from '../src/cache';
import { systemActor } from '../src/repositories/audit';
import { setup } from './helpers';

const BOUND = 256 * 1024;
let t: Awaited<ReturnType<typeof setup>>;

beforeAll(async () => {
  // The per-address read limit would stop one test client long before 10,000 requests.
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

test('10,000 distinct page queries leave the cache within its bound, and it still serves what was asked last', async () => {
  const cache = t.app.ctx.cache;
  expect(cache.maxBytes).toBe(BOUND);
  const sizes: { after: number; bytes: number; entries: number }[] = [];
  let sent = 0;
  // pageSize 1-200 x page 1-50: 10,000 different keys, each a real page (or an empty one past the end).
  for (let page = 1; page <= 50; page += 1) {
    for (let pageSize = 1; pageSize <= 200; pageSize += 1) {
      const res = await t.app.inject({ url: `/api/alumni?page=${page}&pageSize=${pageSize}` });
      expect(res.statusCode).toBe(200);
      sent += 1;
      if (sent % 2_500 === 0) sizes.push({ after: sent, ...cache.stats });
    }
  }
  expect(sent).toBe(10_000);
  for (const s of sizes) expect(s.bytes).toBeLessThanOrEqual(BOUND);
  // Flat: once full, the byte count stays near the bound instead of following the number of keys.
  expect(sizes[0]!.bytes).toBeGreaterThan(BOUND * 0.8);
  expect(sizes.at(-1)!.entries).toBeLessThan(10_000 / 4);

  // The most recent key is still stored: asking again answers from the cache (same ETag, 304).
  const last = await t.app.inject({ url: '/api/alumni?page=50&pageSize=200' });
  const again = await t.app.inject({
    url: '/api/alumni?page=50&pageSize=200',
    headers: { 'if-none-match': String(last.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
}, 180_000);

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
