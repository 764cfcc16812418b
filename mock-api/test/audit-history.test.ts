// The history a clerk can read: GET /api/audit filters pages and settings, searches the whole log
// (not just the rows on screen), keeps sign-ins in a view of their own, and names each change as a
// person would ("Admission · Text block 2 · English") with its text before and after.
import { setup } from './helpers';
import { createNotice } from './staff';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const admin = () => t.auth(t.adminToken);
const audit = async (query: string) => {
  const res = await t.app.inject({ url: `/api/audit?${query}`, headers: admin() });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    total: number;
    data: {
      entity: string;
      entityId: string;
      action: string;
      summary: string;
      changes: { field: string; before: string; after: string; parts: unknown[] }[];
    }[];
  };
};

interface Run {
  text: string;
}
interface Block {
  id: string;
  type: string;
  text?: { en: { type: string; children: Run[] }[]; bn?: unknown };
}

async function editAdmission(edit: (blocks: Block[]) => void) {
  const draft = (await t.app.inject({ url: '/api/pages/admission/draft', headers: admin() })).json();
  edit(draft.content.blocks);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/pages/admission/draft',
    headers: admin(),
    payload: { content: draft.content, version: draft.version },
  });
  expect(res.statusCode).toBe(200);
}

test('a page edit is found by kind and by words, with the changed text named as a person would', async () => {
  let secondParagraph = -1;
  await editAdmission((blocks) => {
    const paragraphs = blocks.filter((b) => b.type === 'paragraph');
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    const target = paragraphs[1]!;
    secondParagraph = blocks.indexOf(target);
    target.text!.en = [{ type: 'p', children: [{ text: 'Applications open on 1 March for the new session.' }] }];
  });
  expect(secondParagraph).toBeGreaterThanOrEqual(0);

  const pages = await audit('entity=page');
  const row = pages.data.find((e) => e.entityId === 'admission' && e.action === 'save-draft')!;
  expect(row).toBeDefined();
  expect(row.changes).toHaveLength(1);
  expect(row.changes[0]).toMatchObject({
    field: 'Admission · Text block 2 · English',
    after: 'Applications open on 1 March for the new session.',
  });
  expect(row.changes[0]!.before).not.toBe(row.changes[0]!.after);
  expect(row.changes[0]!.before.length).toBeGreaterThan(0);

  // Words anywhere in the row, any case, across the whole log; not only the page of rows shown.
  const found = await audit('q=APPLICATIONS%20march&pageSize=1');
  expect(found.total).toBe(1);
  expect(found.data[0]!.entityId).toBe('admission');
  expect((await audit('q=applications%20nowhere')).total).toBe(0);
  // LIKE's wildcards are searched for as themselves.
  expect((await audit('q=%25')).total).toBe(0);
  expect((await audit('q=_')).total).toBe(0);
});

test('moving a block is not a change of every block after it', async () => {
  await editAdmission((blocks) => {
    const last = blocks.pop()!;
    blocks.unshift(last);
  });
  const [row] = (await audit('entity=page&q=admission')).data;
  expect(row!.action).toBe('save-draft');
  expect(row!.changes).toEqual([]);
});

test('publishing lists no field changes: the edits are in the rows of the draft’s saves', async () => {
  const draft = (await t.app.inject({ url: '/api/pages/admission/draft', headers: admin() })).json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pages/admission/publish',
    headers: admin(),
    payload: { version: draft.version },
  });
  expect(res.statusCode).toBeLessThan(300);
  const [row] = (await audit('entity=page&q=published')).data;
  expect(row!.action).toBe('publish');
  expect(row!.changes).toEqual([]);
});

test('settings are a kind of their own', async () => {
  const draft = (await t.app.inject({ url: '/api/site/draft', headers: admin() })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/site/draft',
    headers: admin(),
    payload: { version: draft.version, content: { ...draft.content, webmailUrl: 'https://mail.example.org/' } },
  });
  expect(res.statusCode).toBe(200);
  const settings = await audit('entity=settings');
  expect(settings.total).toBe(1);
  expect(settings.data[0]!.changes).toEqual([
    expect.objectContaining({ field: 'Site settings · Webmail url', after: 'https://mail.example.org/' }),
  ]);
});

test('sign-ins are a view of their own; the default view leaves them out', async () => {
  await createNotice(t.app, t.adminToken, 'Exam routine for the first year');
  const signins = await audit('kind=signin');
  expect(signins.total).toBeGreaterThanOrEqual(2); // the admin's and the user's in setup()
  expect(signins.data.every((e) => e.entity === 'session')).toBe(true);
  const changes = await audit('');
  expect(changes.data.some((e) => e.entity === 'session')).toBe(false);
  expect(changes.data.some((e) => e.entity === 'notice')).toBe(true);
  const all = await audit('kind=all&pageSize=100');
  expect(all.total).toBe(changes.total + signins.total);
  // A notice's change names the notice's fields.
  const created = (await audit('entity=notice&q=exam%20routine')).data[0]!;
  expect(created.changes).toEqual(
    expect.arrayContaining([
      { field: 'Notice · Title', parts: expect.any(Array), before: '', after: 'Exam routine for the first year' },
    ]),
  );
});

test('an unknown kind is refused with its field', async () => {
  const res = await t.app.inject({ url: '/api/audit?kind=everything', headers: admin() });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
});
