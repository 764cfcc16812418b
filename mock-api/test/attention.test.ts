// GET /api/admin/attention: what the dashboard lists as needing a staff member's attention.
import type { AttentionResponse, PageDraft } from '@gsvmc/shared-types';
import { untranslatedTexts } from '../src/routes/attention';
import { PDF_BYTES } from './fixtures';
import { multipart, setup } from './helpers';
import { createAccount, createFaculty } from './staff';

// The server's clock, held still a day after the real time (the migration dates the first revisions,
// and an upload without a publish time its notice, by the real clock).
const now = Date.now() + 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(now + days * 24 * 60 * 60 * 1000).toISOString();
let t: Awaited<ReturnType<typeof setup>>;
let editor: { id: string; token: string };
beforeAll(async () => {
  t = await setup({ clock: () => now });
  editor = await createAccount(t.app, t.adminToken, 'editor@test.local', 'editor');
});
afterAll(() => t.cleanup());

async function attention(token = editor.token): Promise<AttentionResponse> {
  const res = await t.app.inject({ url: '/api/admin/attention', headers: t.auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('only staff may ask: 401 without a token, 403 for a visitor account', async () => {
  expect((await t.app.inject({ url: '/api/admin/attention' })).statusCode).toBe(401);
  expect((await t.app.inject({ url: '/api/admin/attention', headers: t.auth(t.userToken) })).statusCode).toBe(403);
  expect((await t.app.inject({ url: '/api/admin/attention', headers: t.auth(t.adminToken) })).statusCode).toBe(200);
});

test('a saved draft that differs from the live page is listed, with who saved it; publishing clears it', async () => {
  expect((await attention()).drafts.map((d) => d.slug)).not.toContain('admission');
  const draft: PageDraft = (
    await t.app.inject({ url: '/api/pages/admission/draft', headers: t.auth(editor.token) })
  ).json();
  const content = { ...draft.content, title: { ...draft.content.title, en: 'Admission 2027' } };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/pages/admission/draft',
    headers: t.auth(editor.token),
    payload: { content, version: draft.version },
  });
  expect(saved.statusCode).toBe(200);
  const listed = (await attention()).drafts.find((d) => d.slug === 'admission');
  expect(listed).toMatchObject({ title: 'Admission 2027', updatedBy: 'editor@test.local', publishAt: null });

  const version = (saved.json() as PageDraft).version;
  const published = await t.app.inject({
    method: 'POST',
    url: '/api/pages/admission/publish',
    headers: t.auth(editor.token),
    payload: { version },
  });
  expect(published.statusCode).toBeLessThan(300);
  expect((await attention()).drafts.map((d) => d.slug)).not.toContain('admission');
});

test('a page with a text in English only is untranslated, counted per text; adding the Bengali clears it', async () => {
  const before = (await attention()).untranslated.find((p) => p.slug === 'contact')?.texts ?? 0;
  const draft: PageDraft = (
    await t.app.inject({ url: '/api/pages/contact/draft', headers: t.auth(editor.token) })
  ).json();
  const englishOnly = { ...draft.content, title: { en: draft.content.title.en } };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/pages/contact/draft',
    headers: t.auth(editor.token),
    payload: { content: englishOnly, version: draft.version },
  });
  expect(saved.statusCode).toBe(200);
  expect((await attention()).untranslated.find((p) => p.slug === 'contact')?.texts).toBe(before + 1);

  const back = await t.app.inject({
    method: 'PUT',
    url: '/api/pages/contact/draft',
    headers: t.auth(editor.token),
    payload: { content: draft.content, version: (saved.json() as PageDraft).version },
  });
  expect(back.statusCode).toBe(200);
  expect((await attention()).untranslated.find((p) => p.slug === 'contact')?.texts ?? 0).toBe(before);
});

test('scheduled notices are listed soonest first; a live notice is not', async () => {
  const upload = async (title: string, publishAt?: string) => {
    const form = multipart(
      { title, description: 'Read me', ...(publishAt ? { publishAt } : {}) },
      { pdf: { filename: 'n.pdf', content: PDF_BYTES } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notices/upload',
      payload: form.payload,
      headers: { ...form.headers, ...t.auth(editor.token) },
    });
    expect(res.statusCode).toBe(201);
  };
  await upload('Later routine', inDays(8));
  await upload('Sooner routine', inDays(4));
  await upload('Live today');
  const { scheduledNotices } = await attention();
  expect(scheduledNotices.map((n) => [n.title, n.publishAt])).toEqual([
    ['Sooner routine', inDays(4)],
    ['Later routine', inDays(8)],
  ]);
});

test('the trash count and first purge date, and the delete as the newest recent change with its name', async () => {
  expect((await attention()).trash).toEqual({ count: 0, nextPurge: null });
  const member = await createFaculty(t.app, t.adminToken, 'Dr. Rahim');
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/faculty/${member._id}`,
    headers: t.auth(editor.token),
  });
  expect(res.statusCode).toBe(200);
  const { trash, recent } = await attention();
  expect(trash.count).toBe(1);
  expect(trash.nextPurge).toBe(inDays(30));
  expect(recent[0]).toMatchObject({
    who: 'editor@test.local',
    action: 'delete',
    entity: 'faculty',
    entityId: member._id,
    label: 'Dr. Rahim',
  });
  expect(recent.length).toBeLessThanOrEqual(6);
  expect(recent.some((r) => r.entity === 'session')).toBe(false);
});

test('the translation rule: one language without the other counts, both or neither do not', () => {
  expect(untranslatedTexts({ en: 'Hours', bn: 'সময়' })).toBe(0);
  expect(untranslatedTexts({ en: 'Hours' })).toBe(1);
  expect(untranslatedTexts({ en: '', bn: 'শুধু বাংলা' })).toBe(1);
  expect(untranslatedTexts({ en: ' ', bn: '' })).toBe(0);
  const rich = {
    en: [{ type: 'p', children: [{ text: 'Open daily' }] }],
    bn: [{ type: 'p', children: [{ text: '' }] }],
  };
  expect(
    untranslatedTexts({
      blocks: [
        { id: 'a', text: rich },
        { id: 'b', text: { en: 'x', bn: 'য' } },
      ],
    }),
  ).toBe(1);
});

test('pages carry their Bengali title beside the English, for the Bengali portal', async () => {
  const about = (await attention()).untranslated.find((p) => p.slug === 'about');
  expect(about).toMatchObject({ title: 'About GSVMC', titleBn: 'জিএসভিএমসি পরিচিতি' });
});
