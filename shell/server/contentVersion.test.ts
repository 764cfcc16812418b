// The content-version check on a clock the test moves, against an API the test answers by hand.
import { createContentVersion } from './contentVersion';

/** An API whose answers the test gives one by one. */
function fakeApi() {
  const waiting: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  return {
    load: () => new Promise<string>((resolve, reject) => waiting.push({ resolve, reject })),
    get asked() {
      return waiting.length;
    },
    answer: (version: string) => waiting.shift()!.resolve(version),
    fail: () => waiting.shift()!.reject(new Error('connect ECONNREFUSED')),
  };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

it('asks before the first answer, then at most once per poll interval, beside the requests', async () => {
  let t = 0;
  const api = fakeApi();
  const version = createContentVersion({ load: api.load, pollMs: 1_000, waitAfterMs: 4_000, now: () => t });
  const first = version.current();
  expect(api.asked).toBe(1);
  api.answer('v1');
  expect(await first).toBe('v1');
  t = 999;
  expect(await version.current()).toBe('v1');
  expect(api.asked).toBe(0);
  t = 1_000;
  // Due: asked in the background; this request keeps the version it has.
  expect(await version.current()).toBe('v1');
  expect(await version.current()).toBe('v1');
  expect(api.asked).toBe(1);
  api.answer('v2');
  await tick();
  expect(await version.current()).toBe('v2');
});

it('waits for the answer when its version is older than waitAfterMs (a server that had no traffic)', async () => {
  let t = 0;
  const api = fakeApi();
  const version = createContentVersion({ load: api.load, pollMs: 1_000, waitAfterMs: 4_000, now: () => t });
  const first = version.current();
  api.answer('v1');
  await first;
  t = 60_000;
  let answered: string | null = null;
  const pending = version.current().then((v) => (answered = v));
  await tick();
  expect(answered).toBeNull();
  api.answer('v2');
  await pending;
  expect(answered).toBe('v2');
});

it('keeps the last version while the API fails, without every request waiting for it', async () => {
  let t = 0;
  const api = fakeApi();
  const version = createContentVersion({ load: api.load, pollMs: 1_000, waitAfterMs: 4_000, now: () => t });
  const first = version.current();
  api.answer('v1');
  await first;
  t = 1_000;
  expect(await version.current()).toBe('v1');
  api.fail();
  await tick();
  expect(version.failures).toBe(1);
  // The failed check counts as a check: the next one is a poll interval later, in the background.
  t = 1_500;
  expect(await version.current()).toBe('v1');
  expect(api.asked).toBe(0);
  t = 2_000;
  expect(await version.current()).toBe('v1');
  api.answer('v3');
  await tick();
  expect(version.failures).toBe(0);
  expect(await version.current()).toBe('v3');
});

it('is null until the API has answered once, and check() asks at once', async () => {
  const api = fakeApi();
  const version = createContentVersion({ load: api.load, now: () => 0 });
  const first = version.current();
  api.fail();
  expect(await first).toBeNull();
  const checked = version.check();
  api.answer('v1');
  expect(await checked).toBe('v1');
});

it('after invalidate(), the next request waits for a check that started after it', async () => {
  const api = fakeApi();
  const version = createContentVersion({ load: api.load, pollMs: 1_000, waitAfterMs: 4_000, now: () => 0 });
  const first = version.current();
  api.answer('v1');
  await first;
  // A write passed through: the version in hand may be old, even though it was checked just now.
  version.invalidate();
  const next = version.current();
  await tick();
  expect(api.asked).toBe(1);
  api.answer('v2');
  expect(await next).toBe('v2');
  expect(await version.current()).toBe('v2');
  expect(api.asked).toBe(0);
});

it('a write during a check is not covered by that check: another one follows it', async () => {
  const api = fakeApi();
  const version = createContentVersion({ load: api.load, pollMs: 1_000, waitAfterMs: 4_000, now: () => 0 });
  const first = version.current(); // check 1 is under way
  version.invalidate();
  const after = version.current(); // must see a check started after the write
  api.answer('before the write');
  expect(await first).toBe('before the write');
  await tick();
  expect(api.asked).toBe(1);
  api.answer('after the write');
  expect(await after).toBe('after the write');
});

it('currentWithin() stops waiting for a hung check and gives the version in hand', async () => {
  const api = fakeApi();
  const version = createContentVersion({ load: api.load, now: () => 0 });
  // The API never answers this check; the bound (a real timer of 1 ms) ends the wait.
  expect(await version.currentWithin(1)).toBeNull();
  api.answer('v1');
  await tick();
  expect(await version.currentWithin(1)).toBe('v1');
});
