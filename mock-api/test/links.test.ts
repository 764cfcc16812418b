// One rule for "a page of this site" (shared-types links.ts), checked against the browser's own URL
// parser as the oracle, and applied by the API to every link field: page blocks and header links,
// the site settings' webmail and social links, journal publications.
import { isSitePath, linkKind, seedSettings } from '@gsvmc/shared-types';
import { setup } from './helpers';

const SITE = 'https://site.example';
/** Where a browser on the site goes when this link is followed. */
const browserOrigin = (href: string) => {
  try {
    return new URL(href, SITE).origin;
  } catch {
    return 'unparseable';
  }
};

const HOSTILE = [
  '/\\evil.example',
  '/\\evil.example/login',
  '\\\\evil.example',
  '\\/evil.example',
  '//evil.example',
  '//evil.example/notice',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/./%2E%2E//evil.example',
  '/notice\u0000',
  '/notice\u007f',
  '/notice\u0085',
  '/notice\u00a0x',
  '/notice\u2028',
  '/notice\ufeff',
  '/about us',
  '/notice?x=a b',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'http://',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,x',
  'vbscript:x',
  'ftp://x.example',
  'evil.example',
  '',
];

const GOOD_SITE = [
  '/',
  '/notice',
  '/notice?category=admission',
  '/about#history',
  '/bn/faculties',
  '/departments/anatomy',
];

describe('the one link rule', () => {
  test.each(HOSTILE)('refuses %j as a page of this site', (href) => {
    expect(isSitePath(href)).toBe(false);
  });

  test('whatever the rule takes as a page of this site, the browser keeps on this site', () => {
    // The oracle: every hostile link that some browser would open elsewhere is among those refused,
    // and every link the rule accepts as ours resolves to the site's own origin.
    const elsewhere = HOSTILE.filter((href) => href.startsWith('/') && browserOrigin(href) !== SITE);
    expect(elsewhere.length).toBeGreaterThan(5);
    for (const href of [...HOSTILE, ...GOOD_SITE])
      if (isSitePath(href)) expect({ href, origin: browserOrigin(href) }).toEqual({ href, origin: SITE });
  });

  test.each(GOOD_SITE)('accepts %j as a page of this site', (href) => {
    expect(isSitePath(href)).toBe(true);
    expect(browserOrigin(href)).toBe(SITE);
  });

  test('links elsewhere: web, mail and phone, but nothing hostile of any kind', () => {
    expect(linkKind('https://doi.org/10.0000/example')).toBe('web');
    expect(linkKind('http://a.example')).toBe('web');
    expect(linkKind('mailto:info@gsvmc.edu.bd')).toBe('mail');
    expect(linkKind('tel:+8801712345678')).toBe('phone');
    for (const href of HOSTILE) expect({ href, kind: linkKind(href) }).toEqual({ href, kind: null });
    for (const href of ['https://good.example\\@evil.example', 'https://a.example/x y', 'mailto:a@b.c\nbcc:x@y.z'])
      expect({ href, kind: linkKind(href) }).toEqual({ href, kind: null });
  });
});

describe('every link field of the API refuses them, naming the field, with LINK_NOT_ALLOWED', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
  });
  afterAll(() => t.cleanup());

  const draft = async (url: string) =>
    (await t.app.inject({ url, headers: t.auth(t.adminToken) })).json() as { version: number; content: unknown };
  const save = (url: string, content: unknown, version: number) =>
    t.app.inject({ method: 'PUT', url, headers: t.auth(t.adminToken), payload: { content, version } });

  test.each(['/\\evil.example', '\\\\evil.example', '/\t/evil.example', '//evil.example', '/about us'])(
    'a page button, a paragraph link and the header link: %j',
    async (href) => {
      const { version } = await draft('/api/pages/admission/draft');
      const page = (over: object) => ({
        title: { en: 'Admission' },
        blocks: [
          { id: 'p', type: 'paragraph', text: { en: [{ type: 'p', children: [{ text: 'Apply' }] }] } },
          { id: 'b', type: 'button', label: { en: 'Go' }, href: '/notice' },
        ],
        ...over,
      });
      const cases: Array<[object, string, RegExp]> = [
        [
          { blocks: [{ id: 'b', type: 'button', label: { en: 'Go' }, href }] },
          'blocks.0.href',
          /^Block 1 \(button\): the link .* is not allowed: /,
        ],
        [
          { blocks: [{ id: 'p', type: 'paragraph', text: { en: [{ type: 'p', children: [{ text: 'x', href }] }] } }] },
          'blocks.0.text.en.0.children.0.href',
          /^Block 1 \(paragraph\), English text: the link .* is not allowed: /,
        ],
        [
          { headerLink: { label: { en: 'Apply' }, href } },
          'headerLink.href',
          /^Header link: the link .* is not allowed: /,
        ],
      ];
      for (const [over, field, message] of cases) {
        const res = await save('/api/pages/admission/draft', page(over), version);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: expect.stringMatching(message),
          code: 'LINK_NOT_ALLOWED',
          field,
          values: { field },
        });
      }
      // The same page with a link of this site is saved.
      expect((await save('/api/pages/admission/draft', page({}), version)).statusCode).toBe(200);
    },
  );

  test("the site settings' webmail and social links", async () => {
    const { version } = await draft('/api/site/draft');
    const settings = seedSettings();
    const webmail = await save('/api/site/draft', { ...settings, webmailUrl: '/\\evil.example/mail' }, version);
    expect(webmail.statusCode).toBe(400);
    expect(webmail.json()).toEqual({
      message: expect.stringMatching(
        /^Webmail: the webmail address "\/\\\\evil\.example\/mail" is not allowed: a page of this site is written/,
      ),
      code: 'LINK_NOT_ALLOWED',
      field: 'webmailUrl',
      values: { field: 'webmailUrl' },
    });
    const social = await save(
      '/api/site/draft',
      { ...settings, social: [{ name: 'Facebook', url: '/facebook' }] },
      version,
    );
    expect(social.json()).toMatchObject({ code: 'LINK_NOT_ALLOWED', field: 'social.0.url' });
  });

  test("a journal publication's link", async () => {
    for (const link of ['https://good.example\\@evil.example', 'https://a.example/x y', 'javascript:alert(1)']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/publications',
        headers: t.auth(t.adminToken),
        payload: { title: 'A study', authors: ['A. Author'], date: '2026-01-01', category: 'Dentistry', link },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'link' });
      expect(res.json().message).toMatch(/link/i);
    }
  });
});
