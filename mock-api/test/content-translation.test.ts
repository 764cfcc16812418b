// Either language may be the only one, and the pages list and the editor say which texts need a
// translation, derived from the revisions and the draft.
import type { PageContent, PageDraft, PageSummary } from '@gsvmc/shared-types';
import { setup } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const admin = () => t.auth(t.adminToken);
const draftOf = async (slug: string): Promise<PageDraft> =>
  (await t.app.inject({ method: 'GET', url: `/api/pages/${slug}/draft`, headers: admin() })).json();
const save = (slug: string, content: unknown, version: number) =>
  t.app.inject({ method: 'PUT', url: `/api/pages/${slug}/draft`, headers: admin(), payload: { content, version } });
const publish = (slug: string, version: number) =>
  t.app.inject({ method: 'POST', url: `/api/pages/${slug}/publish`, headers: admin(), payload: { version } });
const listed = async (slug: string): Promise<PageSummary> =>
  (await t.app.inject({ method: 'GET', url: '/api/pages', headers: admin() }))
    .json()
    .find((p: PageSummary) => p.slug === slug);

test('a paragraph written only in Bengali is saved and published, and the public page has it', async () => {
  const draft = await draftOf('administration');
  const content: PageContent = {
    ...draft.content,
    blocks: [
      { id: 'bn1', type: 'paragraph', text: { en: [], bn: [{ type: 'p', children: [{ text: 'পরিচালনা পর্ষদ' }] }] } },
    ],
  };
  const saved = await save('administration', content, draft.version);
  expect(saved.statusCode).toBe(200);
  expect((await publish('administration', saved.json().version)).statusCode).toBe(201);
  const live = (await t.app.inject({ method: 'GET', url: '/api/pages/administration' })).json();
  expect(live.content.blocks[0].text.bn[0].children[0].text).toBe('পরিচালনা পর্ষদ');
  // It is listed as a text whose English is missing.
  expect((await listed('administration')).translation).toMatchObject({ enMissing: 1 });

  const empty = await save(
    'administration',
    { ...content, blocks: [{ id: 'e', type: 'paragraph', text: { en: [], bn: [] } }] },
    saved.json().version,
  );
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toMatch(/empty in English and in Bengali/);
});

test('changing only the English marks the Bengali older, in the list and for the editor, until it catches up', async () => {
  const before = await listed('contact');
  const draft = await draftOf('contact');
  const title = draft.content.title;
  expect(title.bn).toBeTruthy();
  const changed = { ...draft.content, title: { ...title, en: `${title.en} and directions` } };
  const saved = await save('contact', changed, draft.version);
  expect(saved.statusCode).toBe(200);
  expect((await listed('contact')).translation.bnOlder).toBe(before.translation.bnOlder + 1);
  const stamps = (
    await t.app.inject({ method: 'GET', url: '/api/pages/contact/translation', headers: admin() })
  ).json();
  expect(stamps.title).toEqual({ en: `${title.en} and directions`, bn: title.bn, state: 'bnOlder' });

  const caughtUp = await save(
    'contact',
    { ...changed, title: { ...changed.title, bn: `${title.bn} ও পথনির্দেশ` } },
    saved.json().version,
  );
  expect(caughtUp.statusCode).toBe(200);
  expect((await listed('contact')).translation.bnOlder).toBe(before.translation.bnOlder);
});

test('the list carries each page’s Bengali title from its draft, and null for a page without one', async () => {
  const draft = await draftOf('academics');
  expect(draft.content.title.bn).toBeTruthy();
  expect(await listed('academics')).toMatchObject({ title: draft.content.title.en, titleBn: draft.content.title.bn });

  const withoutBengali = { ...draft.content, title: { en: draft.content.title.en } };
  const saved = await save('academics', withoutBengali, draft.version);
  expect(saved.statusCode).toBe(200);
  expect(await listed('academics')).toMatchObject({ title: draft.content.title.en, titleBn: null });

  const renamed = { ...draft.content, title: { en: draft.content.title.en, bn: 'শিক্ষা কার্যক্রম ও পাঠ্যক্রম' } };
  expect((await save('academics', renamed, saved.json().version)).statusCode).toBe(200);
  expect((await listed('academics')).titleBn).toBe('শিক্ষা কার্যক্রম ও পাঠ্যক্রম');
});
