// One build per language (mf.words.mjs, mf.wordsLoader.cjs): each keeps its own language's words only.
import { parse } from 'acorn';
import { BUILD_LANGUAGES, inLanguage, languageBuilds, wordsRule } from '../mf.words.mjs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { keepLanguage } = require('../mf.wordsLoader.cjs') as {
  keepLanguage: (source: string, locale: 'en' | 'bn') => { code: string; catalogs: number };
};

// What swc gives the loader: a catalog module as JavaScript.
const catalog = `import { bengaliDigits, defineMessages, defineMessagesInBoth } from '@gsvmc/shared-kit';
const bn = (n) => bengaliDigits(n);
export const noticeMessages = defineMessages({
    title: 'Notice Board',
    showing: ({ shown, total })=>\`Showing \${shown} of \${total} notices\`
}, {
    title: 'নোটিশ বোর্ড',
    showing: ({ shown, total })=>\`মোট \${bn(total)}টি নোটিশের মধ্যে \${bn(shown)}টি দেখানো হচ্ছে\`
});
export const other = defineMessages({ a: 'Apply' }, { a: 'প্রয়োগ' });
export const offer = defineMessagesInBoth({ link: 'Read in Bengali' }, { link: 'বাংলায় পড়ুন' });
`;

describe('keepLanguage (the words loader)', () => {
  it('empties the Bengali catalogs in the English build, and leaves valid JavaScript', () => {
    const { code, catalogs } = keepLanguage(catalog, 'en');
    expect(catalogs).toBe(2);
    expect(code).toContain("title: 'Notice Board'");
    expect(code).toContain("{ a: 'Apply' }, {})");
    expect(code).not.toMatch(/নোটিশ|প্রয়োগ/);
    expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('empties the English catalogs in the Bengali build', () => {
    const { code, catalogs } = keepLanguage(catalog, 'bn');
    expect(catalogs).toBe(2);
    expect(code).toContain("title: 'নোটিশ বোর্ড'");
    expect(code).toContain("defineMessages({}, { a: 'প্রয়োগ' })");
    expect(code).not.toMatch(/Notice Board|Showing|Apply/);
  });

  it('leaves a catalog kept in both languages whole, in both builds', () => {
    for (const language of BUILD_LANGUAGES) {
      const { code } = keepLanguage(catalog, language);
      expect(code).toContain("defineMessagesInBoth({ link: 'Read in Bengali' }, { link: 'বাংলায় পড়ুন' })");
    }
  });

  it('leaves a module without catalogs as it is', () => {
    const source = "export const t = translate(m, 'en', 'title');\n";
    expect(keepLanguage(source, 'en')).toEqual({ code: source, catalogs: 0 });
  });
});

describe('the two builds', () => {
  it('names the Bengali build’s entry files apart, and the English build’s as always', () => {
    expect(inLanguage('remoteEntry.js', 'bn')).toBe('remoteEntry.bn.js');
    expect(inLanguage('mf-manifest.json', 'bn')).toBe('mf-manifest.bn.json');
    expect(inLanguage('index.html', 'bn')).toBe('index.bn.html');
    expect(inLanguage('index.html', 'en')).toBe('index.html');
  });

  it('runs the Bengali build after the English one, into the same folder, each with its language’s loader', async () => {
    const make = (language: string) => ({
      output: { path: '/dist', clean: true },
      module: { rules: [{ test: /x/ }] },
      language,
    });
    const [en, bn] = await languageBuilds('shell', make);
    expect(en).toMatchObject({ name: 'shell-en', language: 'en', output: { clean: true } });
    expect(bn).toMatchObject({ name: 'shell-bn', dependencies: ['shell-en'], language: 'bn' });
    expect(bn.output).toEqual({ path: '/dist', clean: false });
    expect(en.module.rules.at(-1)).toEqual(wordsRule('en'));
    expect(bn.module.rules.at(-1)).toEqual(wordsRule('bn'));
    expect(wordsRule('bn')).toMatchObject({ enforce: 'post', options: { locale: 'bn' } });
  });
});
