// Expensive reads (searches, filtered or paged lists) are limited per client address, generously
// enough for a campus behind one NAT address; whole lists, which the cache answers, are not counted.
import { DEFAULT_LIMITS } from '../src/auth/limits';
import { setup } from './helpers';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
let t: Awaited<ReturnType<typeof setup>>;
afterEach(() => t?.cleanup());

const from = (address: string) => ({ 'x-forwarded-for': address });

test('a search or a page past the limit is refused with 429, a sentence and Retry-After; other addresses go on', async () => {
  t = await setup({ clock: () => NOW, limits: { readPerAddress: { points: 3, windowSeconds: 300 } } });
  const campus = from('198.51.100.7');
  for (const url of ['/api/search?q=anatomy', '/api/alumni?page=2', '/api/notices?category=examination'])
    expect((await t.app.inject({ url, headers: campus })).statusCode).toBe(200);
  const refused = await t.app.inject({ url: '/api/alumni?q=rahman', headers: campus });
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('300');
  expect(refused.json()).toEqual({
    message: 'Too many searches and list pages from your network. Please try again in 5 minutes.',
    code: 'TOO_MANY_REQUESTS',
  });
  // Whole lists come from the cache and are not counted; nor is anything another address asks.
  for (const url of ['/api/alumni', '/api/notices', '/api/faculty', '/api/photo'])
    expect((await t.app.inject({ url, headers: campus })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/search?q=anatomy', headers: from('198.51.100.8') })).statusCode).toBe(200);
});

test('the window ends: the same address may search again once it has passed', async () => {
  let now = NOW;
  t = await setup({ clock: () => now, limits: { readPerAddress: { points: 1, windowSeconds: 60 } } });
  const one = from('203.0.113.4');
  expect((await t.app.inject({ url: '/api/search?q=x', headers: one })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/search?q=x', headers: one })).statusCode).toBe(429);
  now += 60_000;
  expect((await t.app.inject({ url: '/api/search?q=x', headers: one })).statusCode).toBe(200);
});

test("a trusted proxy's own calls (no client behind them) are not counted as one address; others are", async () => {
  t = await setup({ clock: () => NOW, limits: { readPerAddress: { points: 1, windowSeconds: 300 } } });
  // No X-Forwarded-For from loopback: the host's own probe or tool, no visitor in particular. (Pages
  // the site's server renders send their visitor's address, counted like the first test's.)
  for (let i = 0; i < 5; i += 1)
    expect((await t.app.inject({ url: '/api/search?q=pharm', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  // A peer that is not a trusted proxy is counted as itself, header or not.
  const direct = { url: '/api/search?q=pharm', remoteAddress: '192.0.2.50' };
  expect((await t.app.inject(direct)).statusCode).toBe(200);
  expect((await t.app.inject(direct)).statusCode).toBe(429);
  expect((await t.app.inject({ ...direct, headers: from('192.0.2.99') })).statusCode).toBe(429);
});

test('the default lets a lecture hall of 300 through, 10 searches or pages each, in five minutes', async () => {
  expect(DEFAULT_LIMITS.readPerAddress).toEqual({ points: 3_000, windowSeconds: 300 });
  t = await setup({ clock: () => NOW });
  const hall = from('198.51.100.20');
  const statuses = new Map<number, number>();
  for (let i = 0; i < 3_000; i += 1) {
    const url = i % 2 === 0 ? `/api/search?q=student${i % 300}` : `/api/alumni?page=${(i % 5) + 1}`;
    const { statusCode } = await t.app.inject({ url, headers: hall });
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  }
  expect([...statuses]).toEqual([[200, 3_000]]);
  // A script asking far faster than people do stops here.
  expect((await t.app.inject({ url: '/api/search?q=more', headers: hall })).statusCode).toBe(429);
  // A bound against a hang: 3,000 searches and list pages on PostgreSQL took past 120 s on a busy
  // machine (the clock the limits read is the test's own, so no count depends on it).
}, 600_000);
