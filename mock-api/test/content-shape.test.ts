// Page content and site settings keep only the fields the site knows, at any depth, and a hostile
// shape (thousands of nested lists) is refused by a bound checked before anything walks it.
import { seedSettings } from '@gsvmc/shared-types';
import { setup } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const admin = () => t.auth(t.adminToken);
const version = async (url: string) => (await t.app.inject({ url, headers: admin() })).json().version as number;
const saveRaw = async (url: string, body: string) =>
  t.app.inject({ method: 'PUT', url, headers: { ...admin(), 'content-type': 'application/json' }, payload: body });
const page = (over: Record<string, unknown> = {}) => ({
  title: { en: 'Admission' },
  blocks: [{ id: 'p', type: 'paragraph', text: { en: [{ type: 'p', children: [{ text: 'Apply' }] }] } }],
  ...over,
});
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

test.each([
  ['the page', { ...page(), onload: 'x' }, 'onload', /^"onload" is not a field of the page; remove it\.$/],
  [
    'the header link',
    page({ headerLink: { label: { en: 'Go' }, href: '/notice', target: '_blank' } }),
    'headerLink.target',
    /^Header link: "target" is not a field of the header link/,
  ],
  [
    'a text run',
    page({
      blocks: [{ id: 'p', type: 'paragraph', text: { en: [{ type: 'p', children: [{ text: 'A', style: 'x' }] }] } }],
    }),
    'blocks.0.text.en.0.children.0.style',
    /^Block 1 \(paragraph\), English text: "style" is not a field of a piece of text/,
  ],
  [
    'a block',
    page({ blocks: [{ id: 'b', type: 'button', label: { en: 'Go' }, href: '/notice', html: '<b>' }] }),
    'blocks.0.html',
    /^Block 1 \(button\): "html" is not a field of a button block/,
  ],
  [
    'a local text',
    page({ title: { en: 'Admission', fr: 'Admission' } }),
    'title.fr',
    /^Page title: "fr" is not a field of title/,
  ],
  [
    'a card inside cards',
    page({ blocks: [{ id: 'c', type: 'cards', cards: [{ title: { en: 'A' }, blocks: [], extra: [[[]]] }] }] }),
    'blocks.0.cards.0.extra',
    /^Block 1 \(cards\), card 1: "extra" is not a field of the card/,
  ],
])('an unknown key in %s is refused with 400 naming its path', async (_where, content, field, message) => {
  const url = '/api/pages/admission/draft';
  const res = await saveRaw(url, JSON.stringify({ content, version: await version(url) }));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: expect.stringMatching(message), code: 'VALIDATION_FAILED', field });
});

test('an unknown key in the site settings is refused too, and nothing is published from it', async () => {
  const url = '/api/site/draft';
  const content = { ...seedSettings(), banner: { ...seedSettings().banner, script: 'x' } };
  const res = await saveRaw(url, JSON.stringify({ content, version: await version(url) }));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'banner.script' });
  expect(JSON.stringify((await t.app.inject({ url: '/api/site' })).json())).not.toContain('script');
});

test.each([
  ['2,100 nested lists under an unknown key', 2_100, (deep: string) => `{"title":{"en":"A"},"blocks":[],"x":${deep}}`],
  ['2,100 nested lists inside a block', 2_100, (deep: string) => `{"title":{"en":"A"},"blocks":[${deep}]}`],
  ['100,000 nested lists', 100_000, (deep: string) => `{"title":{"en":"A"},"blocks":${deep}}`],
])('%s get a clean 400, never a crash or a 500', async (_what, levels, wrap) => {
  const url = '/api/pages/admission/draft';
  const body = `{"version":${await version(url)},"content":${wrap(nested(levels))}}`;
  const res = await saveRaw(url, body);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    message: 'The page is nested more than 20 levels deep, deeper than any content of the site.',
    code: 'VALIDATION_FAILED',
    field: '',
  });
  // The API still answers, and the page is as it was.
  expect((await t.app.inject({ url: '/api/pages/admission' })).statusCode).toBe(200);
});

test('100,000 nested lists in the site settings get a clean 400 too', async () => {
  const url = '/api/site/draft';
  const res = await saveRaw(url, `{"version":${await version(url)},"content":{"social":${nested(100_000)}}}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(
    'The settings are nested more than 20 levels deep, deeper than any content of the site.',
  );
});

test('too many values are refused before they are walked', async () => {
  const url = '/api/pages/admission/draft';
  const many = `[${Array.from({ length: 60_000 }, () => '0').join(',')}]`;
  const res = await saveRaw(url, `{"version":${await version(url)},"content":{"title":{"en":"A"},"blocks":${many}}}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('The page holds more than 50000 values; split it or shorten it.');
});
