// The pages the college edits, and the journal's publications, over two API replicas on one
// PostgreSQL database: a draft saved through one is the draft the other sees, a stale save through
// the other is refused (409), a publish and a restore through either are what both serve at once,
// and the content version both report moves together. Runs only in the PostgreSQL + S3 project.
import { bearer, json, startReplicaPair, stopReplicas, token, type Replica } from './replicaHarness';

let a: Replica;
let b: Replica;

beforeAll(async () => {
  ({ a, b } = await startReplicaPair());
}, 600_000);

afterAll(() => stopReplicas([a, b]));

interface Draft {
  content: { title: { en: string }; blocks: Array<Record<string, unknown>> };
  version: number;
}

const send = (r: Replica, t: string, method: string, url: string, body?: unknown) =>
  fetch(`${r.url}/api${url}`, {
    method,
    headers: { ...bearer(t), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Both replicas' answer to a public GET, which must be the same. */
async function both(url: string): Promise<Record<string, unknown>> {
  const [fromA, fromB] = await Promise.all([
    fetch(`${a.url}/api${url}`).then(json),
    fetch(`${b.url}/api${url}`).then(json),
  ]);
  expect(fromB).toEqual(fromA);
  return fromA;
}

test('draft save, conflict, publish and restore of a page, through both replicas', async () => {
  const [ta, tb] = await Promise.all([token(a), token(b)]);
  const versionBefore = (await both('/content-version')).version;
  const start = (await (await send(a, ta, 'GET', '/pages/contact/draft')).json()) as Draft;
  const title = 'Contact Us (replicas)';

  const saved = await send(a, ta, 'PUT', '/pages/contact/draft', {
    content: { ...start.content, title: { en: title } },
    version: start.version,
  });
  expect(saved.status).toBe(200);
  const afterSave = (await saved.json()) as Draft;
  expect(afterSave.version).toBe(start.version + 1);

  // B reads the draft A saved, and refuses a save over the version both started from.
  const seenByB = (await (await send(b, tb, 'GET', '/pages/contact/draft')).json()) as Draft;
  expect(seenByB).toMatchObject({ version: afterSave.version, content: { title: { en: title } } });
  const stale = await send(b, tb, 'PUT', '/pages/contact/draft', {
    content: { ...start.content, title: { en: 'Lost update' } },
    version: start.version,
  });
  expect(stale.status).toBe(409);
  expect(((await stale.json()) as { message: string }).message).toContain('Nothing you typed is lost');
  // Saved is not published: both still serve the old title.
  expect(((await both('/pages/contact')) as unknown as Draft).content.title.en).toBe('Contact Us');

  const published = await send(b, tb, 'POST', '/pages/contact/publish', { version: afterSave.version });
  expect(published.status).toBe(201);
  expect(((await both('/pages/contact')) as unknown as Draft).content.title.en).toBe(title);
  const versionPublished = (await both('/content-version')).version;
  expect(versionPublished).not.toBe(versionBefore);

  // Restore the first revision through A: both serve the seeded title again.
  const revisions = (await (await send(a, ta, 'GET', '/pages/contact/revisions')).json()) as { id: number }[];
  const first = revisions[revisions.length - 1]!;
  const restored = await send(a, ta, 'POST', `/pages/contact/revisions/${first.id}/restore`, {});
  expect(restored.status).toBe(201);
  expect(((await both('/pages/contact')) as unknown as Draft).content.title.en).toBe('Contact Us');
  expect((await both('/content-version')).version).not.toBe(versionPublished);
});

test('a publication added through one replica is listed by the other at once, and gone from both once deleted', async () => {
  const [ta, tb] = await Promise.all([token(a), token(b)]);
  // Both replicas cache the list first, so the next reads test the cache's freshness.
  const before = (await both('/publications?limit=5')) as { total: number };
  const created = await send(a, ta, 'POST', '/publications', {
    title: 'Replicated article',
    authors: ['A. Author'],
    date: '2026-03-01',
    category: 'Replicas',
  });
  expect(created.status).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const listed = (await both('/publications?limit=5')) as { total: number; data: { _id: string }[] };
  expect(listed.total).toBe(before.total + 1);
  expect(listed.data[0]!._id).toBe(_id);
  expect((await send(b, tb, 'DELETE', `/publications/${_id}`)).status).toBe(200);
  const after = (await both('/publications?limit=5')) as { total: number; data: { _id: string }[] };
  expect(after.total).toBe(before.total);
  expect(after.data.map((p) => p._id)).not.toContain(_id);
});
