// The render cache on its own: renders are functions the tests hold open or settle, and the clock is
// a number the tests move, so nothing here depends on timing.
import zlib from 'node:zlib';
import { createRenderCache } from './renderCache';

type Page = { status: number; html: string; good: boolean };

/** A render the test finishes when it chooses. */
function heldRender() {
  let finish!: (page: Page) => void;
  const calls: number[] = [];
  const render = () => {
    calls.push(1);
    return new Promise<Page>((resolve) => {
      finish = resolve;
    });
  };
  return { render, calls, finish: (page: Page) => finish(page) };
}

const good = (html: string): Page => ({ status: 200, html, good: true });
const failed = (html: string): Page => ({ status: 200, html, good: false });
const tag = (content: string, build = 'b1') => ({ build, content });
const text = (entry: { bodies: { identity: Buffer } }) => entry.bodies.identity.toString();

/** Lets the renders started so far take their next steps (compression runs in the thread pool). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Waits for an outcome of a background render, with a generous bound (10 s). */
async function until(condition: () => boolean) {
  for (let i = 0; i < 2_000 && !condition(); i += 1) await settle();
  expect(condition()).toBe(true);
}

it('renders concurrent misses of one page once and gives every request that one render', async () => {
  const cache = createRenderCache();
  const held = heldRender();
  const requests = Array.from({ length: 20 }, () => cache.page('/notice', tag('v1'), held.render));
  await settle();
  expect(held.calls).toHaveLength(1);
  held.finish(good('<h1>Notices</h1>'));
  const answers = await Promise.all(requests);
  expect(new Set(answers.map((a) => a.entry)).size).toBe(1);
  expect(answers.every((a) => a.source === 'miss')).toBe(true);
  expect(cache.renders).toBe(1);
  const again = await cache.page('/notice', tag('v1'), held.render);
  expect(again.source).toBe('hit');
  expect(held.calls).toHaveLength(1);
});

it('compresses each page once, in brotli and gzip, with a weak ETag from its bytes', async () => {
  const cache = createRenderCache();
  const html = `<main>${'Examination results. '.repeat(200)}</main>`;
  const { entry } = await cache.page('/', tag('v1'), async () => good(html));
  expect(zlib.brotliDecompressSync(entry.bodies.br).toString()).toBe(html);
  expect(zlib.gunzipSync(entry.bodies.gzip).toString()).toBe(html);
  expect(entry.bodies.br.length).toBeLessThan(html.length / 10);
  expect(entry.etag).toMatch(/^W\/"[\w-]{27}"$/);
  const other = createRenderCache();
  expect((await other.page('/', tag('v9'), async () => good(html))).entry.etag).toBe(entry.etag);
  expect((await other.page('/x', tag('v9'), async () => good(`${html}.`))).entry.etag).not.toBe(entry.etag);
});

it('waits for the render of moved content when it is quick', async () => {
  const cache = createRenderCache({ staleWaitMs: 60_000 });
  await cache.page('/', tag('v1'), async () => good('old'));
  const next = await cache.page('/', tag('v2'), async () => good('new'));
  expect(next.source).toBe('miss');
  expect(text(next.entry)).toBe('new');
});

it('sends the old page while the new content renders, then the new one (stale-while-revalidate)', async () => {
  // Not waiting at all: the render is held open until the test ends it.
  const cache = createRenderCache({ staleWaitMs: 0 });
  await cache.page('/', tag('v1'), async () => good('old'));
  const held = heldRender();
  const during = await cache.page('/', tag('v2'), held.render);
  expect(during.source).toBe('stale');
  expect(text(during.entry)).toBe('old');
  // More requests meanwhile: still the old page, and no second render.
  expect(text((await cache.page('/', tag('v2'), held.render)).entry)).toBe('old');
  expect(held.calls).toHaveLength(1);
  held.finish(good('new'));
  await until(() => cache.peek('/')?.key.endsWith('v2') === true);
  const after = await cache.page('/', tag('v2'), held.render);
  expect(after.source).toBe('hit');
  expect(text(after.entry)).toBe('new');
});

it('renders again before answering when the remote build moved (the old page names old chunks)', async () => {
  const cache = createRenderCache();
  await cache.page('/notice', tag('v1', 'build-1'), async () => good('build 1'));
  const next = await cache.page('/notice', tag('v1', 'build-2'), async () => good('build 2'));
  expect(next.source).toBe('miss');
  expect(text(next.entry)).toBe('build 2');
});

it('keeps the last good page when a new render fails (stale-if-error), and tries again later', async () => {
  let t = 1_000;
  const cache = createRenderCache({ now: () => t, retryAfterMs: 1_000, staleWaitMs: 60_000 });
  await cache.page('/notice', tag('v1'), async () => good('the notices'));
  let attempts = 0;
  const failing = async () => {
    attempts += 1;
    return failed('could not load');
  };
  expect(text((await cache.page('/notice', tag('v2'), failing)).entry)).toBe('the notices');
  await until(() => cache.peek('/notice')!.retryAt === 2_000);
  // Within the retry interval: the good page, no new attempt.
  for (let i = 0; i < 5; i += 1)
    expect(text((await cache.page('/notice', tag('v2'), failing)).entry)).toBe('the notices');
  expect(attempts).toBe(1);
  t += 1_000;
  await cache.page('/notice', tag('v2'), failing);
  await until(() => cache.peek('/notice')!.retryAt === 3_000);
  expect(attempts).toBe(2);
  // The API is back: the next try replaces the old page.
  t += 1_000;
  await cache.page('/notice', tag('v2'), async () => good('the new notices'));
  await until(() => cache.peek('/notice')!.key.endsWith('v2'));
  expect(text((await cache.page('/notice', tag('v2'), failing)).entry)).toBe('the new notices');
});

it('sends a failed render when it has nothing better, and keeps it only for the retry interval', async () => {
  let t = 0;
  const cache = createRenderCache({ now: () => t, retryAfterMs: 1_000 });
  let attempts = 0;
  const failing = async () => {
    attempts += 1;
    return failed('error state');
  };
  const first = await cache.page('/', tag('v1'), failing);
  expect(first.entry.good).toBe(false);
  expect(text(first.entry)).toBe('error state');
  await cache.page('/', tag('v1'), failing);
  expect(attempts).toBe(1);
  t += 1_000;
  await cache.page('/', tag('v1'), failing);
  expect(attempts).toBe(2);
});

it('renders a page again after refreshAfterMs even when nothing says it changed', async () => {
  let t = 0;
  const cache = createRenderCache({ now: () => t, refreshAfterMs: 60_000 });
  await cache.page('/', tag('v1'), async () => good('first'));
  t += 59_999;
  expect((await cache.page('/', tag('v1'), async () => good('second'))).source).toBe('hit');
  t += 1;
  expect((await cache.page('/', tag('v1'), async () => good('second'))).source).toBe('stale');
  await until(() => text(cache.peek('/')!) === 'second');
  expect((await cache.page('/', tag('v1'), async () => good('third'))).source).toBe('hit');
});

it('holds at most maxBytes, evicting the least recently used pages', async () => {
  // Pages of random text, which compression cannot shrink: each costs about three times its length.
  const page = (seed: number) =>
    good(Buffer.from(Array.from({ length: 3_000 }, (_, i) => (seed * 7919 + i * i) % 251)).toString('base64'));
  const one = await createRenderCache().page('/0', tag('v'), async () => page(0));
  const size = one.entry.size;
  const cache = createRenderCache({ maxBytes: size * 3.5 });
  for (let i = 0; i < 3; i += 1) await cache.page(`/${i}`, tag('v'), async () => page(i));
  expect(cache.size).toBe(3);
  await cache.page('/0', tag('v'), async () => page(0)); // used again: now the most recent
  await cache.page('/3', tag('v'), async () => page(3));
  expect(cache.size).toBe(3);
  expect(cache.bytes).toBeLessThanOrEqual(size * 3.5);
  expect(cache.has('/1')).toBe(false);
  expect(cache.has('/0')).toBe(true);
  expect(cache.has('/3')).toBe(true);
});

it('keeps not-found pages apart, so a flood of made-up addresses cannot push the real pages out', async () => {
  const page = (status: number, seed: number) => ({
    status,
    good: true,
    html: Buffer.from(Array.from({ length: 3_000 }, (_, i) => (seed * 7919 + i * i) % 251)).toString('base64'),
  });
  const size = (await createRenderCache().page('/x', tag('v'), async () => page(200, 0))).entry.size;
  const cache = createRenderCache({ maxBytes: size * 16 });
  await cache.page('/notice', tag('v'), async () => page(200, 1));
  for (let i = 0; i < 50; i += 1) await cache.page(`/made-up-${i}`, tag('v'), async () => page(404, i + 2));
  expect(cache.has('/notice')).toBe(true);
  expect(cache.has('/made-up-0')).toBe(false);
  expect(cache.has('/made-up-49')).toBe(true);
  expect(cache.bytes).toBeLessThanOrEqual(size * 16);
});
