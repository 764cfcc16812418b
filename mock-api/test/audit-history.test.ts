// The history a clerk can read: GET /api/audit filters pages and settings, searches the whole log
// (not just the rows on screen), keeps sign-ins in a view of their own, and names each change as a
// person would ("Admission · Text block 2 · English") with its text before and after.
import { setup } from './helpers';
import { createNotice, importAlumni } from './staff';

let t: Awaited<ReturnType<typeof setup>>;
/** The server's clock runs with the real one, moved by `ahead` ms to a chosen moment of a Dhaka day. */
let ahead = 0;
beforeAll(async () => {
  t = await setup({ clock: () => Date.now() + ahead });
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
type Rich = { type: string; children: Run[] }[];
interface Block {
  id: string;
  type: string;
  text?: { en: Rich; bn?: Rich };
  cards?: { blocks: Block[] }[];
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

const NEW_TEXT = 'Applications open on 1 March for the new session.';

test('a page edit is found by kind and by words, with the changed text named as a person would', async () => {
  // The last paragraph inside the Admission page's cards: named by card and by its number among the
  // card's text blocks, as the editor shows them.
  let expected = '';
  await editAdmission((blocks) => {
    const cards = blocks.find((b) => b.type === 'cards')!;
    cards.cards!.forEach((card, c) => {
      const paragraphs = card.blocks.filter((b) => b.type === 'paragraph');
      if (paragraphs.length === 0) return;
      expected = `Admission · Cards 1 · Card ${c + 1} · Text block ${paragraphs.length} · English`;
      paragraphs.at(-1)!.text!.en = [{ type: 'p', children: [{ text: NEW_TEXT }] }];
    });
  });
  expect(expected).not.toBe('');

  const pages = await audit('entity=page');
  const row = pages.data.find((e) => e.entityId === 'admission' && e.action === 'save-draft')!;
  expect(row).toBeDefined();
  const change = row.changes.find((c) => c.field === expected)!;
  expect(change).toMatchObject({ field: expected, after: NEW_TEXT });
  expect(change.before.length).toBeGreaterThan(0);
  expect(change.before).not.toBe(NEW_TEXT);
  expect(row.changes.every((c) => c.after === NEW_TEXT)).toBe(true);

  // The page's own first text block.
  await editAdmission((blocks) => {
    blocks.find((b) => b.type === 'paragraph')!.text!.en = [
      { type: 'p', children: [{ text: 'Welcome, applicants.' }] },
    ];
  });
  const [latest] = (await audit('entity=page')).data;
  expect(latest!.changes).toEqual([
    expect.objectContaining({ field: 'Admission · Text block 1 · English', after: 'Welcome, applicants.' }),
  ]);

  // Words anywhere in the row, any case, across the whole log; not only the page of rows shown.
  // Both saves hold them: the one that wrote them (after) and the next one (before).
  const found = await audit('q=APPLICATIONS%20march&pageSize=1');
  expect(found.total).toBe(2);
  expect(found.data).toHaveLength(1);
  expect(found.data[0]!.entityId).toBe('admission');
  expect((await audit('q=applications%20nowhere')).total).toBe(0);
  // LIKE's wildcards are searched for as themselves.
  expect((await audit('q=%25')).total).toBe(0);
  expect((await audit('q=adm_ssion')).total).toBe(0);
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

test('a yes-or-no field is marked as one, for the portal to word Yes/No (হ্যাঁ/না) rather than true/false', async () => {
  expect(
    (await importAlumni(t.app, t.adminToken, [['YN-1', 'Consent Alumnus (sample)', 2012, 'MBBS', 'Medicine']]))
      .statusCode,
  ).toBe(200);
  const all = (await t.app.inject({ url: '/api/alumni', headers: admin() })).json().data as {
    _id: string;
    alumniId?: string;
  }[];
  const target = all.find((a) => a.alumniId === 'YN-1')!;
  const payload = {
    alumniId: 'YN-1',
    fullName: 'Consent Alumnus (sample)',
    graduationYear: 2012,
    degree: 'MBBS',
    major: 'Medicine',
    contactConsent: true,
  };
  const res = await t.app.inject({ method: 'PUT', url: `/api/alumni/${target._id}`, headers: admin(), payload });
  expect(res.statusCode).toBe(200);
  const row = (await audit('entity=alumni&q=consent%20alumnus')).data.find((e) => e.action === 'update')!;
  expect(row.changes).toEqual([
    {
      field: 'Alumni record · Contact consent',
      parts: [{ word: 'alumni' }, { word: 'contactConsent' }],
      before: 'false',
      after: 'true',
      yesNo: true,
    },
  ]);
});

test('an unknown kind is refused with its field', async () => {
  const res = await t.app.inject({ url: '/api/audit?kind=everything', headers: admin() });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
});

test('“from” and “to” are whole days in Dhaka, where the college is, not UTC days', async () => {
  // The next midnight in Dhaka (UTC+6, all year), and a change half an hour either side of it: the
  // same UTC day, but two days for the office.
  const HOUR = 3600_000;
  const midnight = Math.ceil((Date.now() + 6 * HOUR) / (24 * HOUR)) * 24 * HOUR - 6 * HOUR;
  const day = (at: number) => new Date(at + 6 * HOUR).toISOString().slice(0, 10);
  try {
    ahead = midnight - HOUR / 2 - Date.now();
    await createNotice(t.app, t.adminToken, 'Boundary notice late in the evening');
    ahead = midnight + HOUR / 2 - Date.now();
    await createNotice(t.app, t.adminToken, 'Boundary notice early in the morning');
  } finally {
    ahead = 0;
  }
  const titles = async (from: string, to: string) =>
    (await audit(`entity=notice&q=boundary&from=${from}&to=${to}`)).data.map((e) => e.summary);
  const evening = day(midnight - HOUR / 2);
  const morning = day(midnight + HOUR / 2);
  expect(await titles(evening, evening)).toEqual([expect.stringContaining('Boundary notice late in the evening')]);
  expect(await titles(morning, morning)).toEqual([expect.stringContaining('Boundary notice early in the morning')]);
  expect(await titles(evening, morning)).toHaveLength(2);
});
