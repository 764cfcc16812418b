// The content check's edges (contentValidation.test.ts has its sentences for each kind of block): every
// seeded page passes; unknown fields are refused at any depth; pictures only from the upload pipeline;
// the one link rule for "a page of this site"; the shape's bounds checked before anything walks it.
import { describe, expect, it } from '@jest/globals';
import {
  CONTENT_LIMITS,
  LINK_NOT_ALLOWED,
  checkPageContent,
  checkSiteSettings,
  isAllowedImage,
  isAllowedLink,
  seedPages,
  seedSettings,
  type PageContent,
} from './index';

const page = (blocks: unknown[], over: object = {}): unknown => ({
  title: { en: 'Admission', bn: 'ভর্তি' },
  blocks,
  ...over,
});
const paragraph = (id: string, words: string, extra: object = {}) => ({
  id,
  type: 'paragraph',
  text: { en: [{ type: 'p', children: [{ text: words, ...extra }] }] },
});
/** The refusal of a check that must fail. */
function refusal(result: ReturnType<typeof checkPageContent> | ReturnType<typeof checkSiteSettings>) {
  if (result.ok) throw new Error('expected the check to refuse');
  return result.problem;
}

describe('what the site itself holds', () => {
  it('passes every seeded page and the seeded settings', () => {
    for (const [slug, content] of Object.entries(seedPages())) {
      const checked = checkPageContent(content);
      expect({ slug, ok: checked.ok }).toEqual({ slug, ok: true });
    }
    expect(checkSiteSettings(seedSettings()).ok).toBe(true);
  });

  it('hands back the value it checked', () => {
    const content = page([paragraph('a', 'Fees are paid each term.')]) as PageContent;
    expect(checkPageContent(content)).toEqual({ ok: true, value: content });
  });
});

describe('fields the site does not know, and pictures', () => {
  it('refuses an unknown key at any depth, naming it', () => {
    expect(refusal(checkPageContent(page([], { theme: 'dark' })))).toMatchObject({
      path: 'theme',
      message: '"theme" is not a field of the page; remove it.',
    });
    const deep = refusal(checkPageContent(page([paragraph('a', 'Words', { onclick: 'x' })])));
    expect(deep.path).toBe('blocks.0.text.en.0.children.0.onclick');
    expect(deep.message).toContain('"onclick" is not a field of a piece of text');
  });

  it('asks for alternative text unless a picture is marked decorative, and only for uploaded pictures', () => {
    const picture = (over: object) => ({ id: 'p', type: 'image', src: '/uploads/photos/a.png', ...over });
    expect(refusal(checkPageContent(page([picture({})]))).path).toBe('blocks.0.alt');
    expect(checkPageContent(page([picture({ decorative: true })])).ok).toBe(true);
    expect(
      refusal(checkPageContent(page([picture({ src: 'https://evil.example/a.png', decorative: true })]))).message,
    ).toBe('Block 1 (image): the picture must be a picture uploaded here (a path under /uploads/).');
    expect(isAllowedImage('/uploads/photos/a.png')).toBe(true);
    expect(isAllowedImage('/uploads/photos/../secret')).toBe(false);
  });
});

describe('links: the one rule for "a page of this site"', () => {
  const button = (href: string) => ({ id: 'b', type: 'button', label: { en: 'Apply' }, href });

  it.each([
    '/admission',
    '/notice?category=admission',
    '/about#history',
    'https://dghs.gov.bd',
    'mailto:office@gsvmc.org',
    'tel:+8801700000000',
  ])('accepts %j', (href) => {
    expect(checkPageContent(page([button(href)])).ok).toBe(true);
    expect(isAllowedLink(href)).toBe(true);
  });

  it.each([
    '/\\evil.example/x',
    '\\\\evil.example',
    '//evil.example',
    '/\t/evil.example',
    '/a b',
    'javascript:alert(1)',
    '/%5cevil.example',
    '/../admin',
  ])('refuses %j with its code and a sentence', (href) => {
    const problem = refusal(checkPageContent(page([button(href)])));
    expect(problem.code).toBe(LINK_NOT_ALLOWED);
    expect(problem.path).toBe('blocks.0.href');
    expect(problem.message).toMatch(/^Block 1 \(button\): the link ".*" is not allowed: /);
    expect(isAllowedLink(href)).toBe(false);
  });

  it('applies to the settings’ webmail link, and social links take web addresses only', () => {
    const settings = seedSettings();
    expect(refusal(checkSiteSettings({ ...settings, webmailUrl: '/\\evil.example' })).code).toBe(LINK_NOT_ALLOWED);
    const social = { ...settings, social: [{ name: 'Facebook', url: '/about' }] };
    expect(refusal(checkSiteSettings(social)).message).toContain('a link must start with https:// or http://');
  });
});

describe('bounds, checked before anything walks the value', () => {
  it('refuses nesting deeper than the limit with a sentence, not a stack overflow', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5_000; i++) deep = [deep];
    const problem = refusal(checkPageContent(page([], { blocks: deep })));
    expect(problem.message).toBe(
      `The page is nested more than ${CONTENT_LIMITS.depth} levels deep, deeper than any content of the site.`,
    );
  });

  it('refuses more values than the limit, and a page over its size', () => {
    const many = Array.from({ length: CONTENT_LIMITS.values + 1 }, () => 0);
    expect(refusal(checkPageContent(page([], { extra: many }))).message).toContain(
      `holds more than ${CONTENT_LIMITS.values} values`,
    );
    const long = 'a'.repeat(CONTENT_LIMITS.textChars);
    const big = page(Array.from({ length: 30 }, (_, i) => paragraph(`p${i}`, long)));
    expect(refusal(checkPageContent(big)).message).toMatch(
      /^The page is too large \(\d+ KB\); a page may hold at most 200 KB/,
    );
  });

  it('refuses a text over its length and a list over its count', () => {
    expect(
      refusal(checkPageContent(page([paragraph('a', 'a'.repeat(CONTENT_LIMITS.textChars + 1))]))).message,
    ).toContain(`at most ${CONTENT_LIMITS.textChars} are allowed`);
    const figures = Array.from({ length: CONTENT_LIMITS.listItems + 1 }, () => ({
      value: { en: '1' },
      label: { en: 'x' },
    }));
    expect(refusal(checkPageContent(page([{ id: 'f', type: 'figures', figures }]))).message).toContain(
      `at most ${CONTENT_LIMITS.listItems} are allowed`,
    );
  });
});
