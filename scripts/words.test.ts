// Words files (mf.wordsLoader.cjs, mf.wordsFiles.mjs, mf.wordsRuntime.mjs): each file of a public page's
// code that holds words is written once per language, the other language's side of each catalog emptied.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'acorn';
import { inLanguage, PLACEHOLDER, splitWords, wordsRule, writeWordsFiles } from '../mf.wordsFiles.mjs';
import { localeOfPath } from '../shared-kit/src/i18n/localePath';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { markLanguages } = require('../mf.wordsLoader.cjs') as {
  markLanguages: (source: string) => { code: string; catalogs: number };
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

/** The marked module as a minifier leaves it: one line, the spread object merged, short names. */
const built = (marked: string) =>
  `(self.webpackChunk=self.webpackChunk||[]).push([[7],{12(e,t,r){r.d(t,{m:()=>o});let o=(0,r.n)({__words:"en",title:"Notice Board",showing:({shown:e,total:t})=>\`Showing \${e} of \${t} notices\`},{__words:"bn",title:"নোটিশ বোর্ড",showing:({shown:e,total:t})=>\`মোট \${t}টি\`}),a=(0,r.n)({__words:"en",...{a:"Apply"}},{__words:"bn",...{a:"প্রয়োগ"}}),i=(0,r.b)({link:"Read in Bengali"},{link:"বাংলায় পড়ুন"})}}]);${marked}`;

describe('markLanguages (the words loader)', () => {
  it('marks both sides of each defineMessages call, and leaves valid JavaScript', () => {
    const { code, catalogs } = markLanguages(catalog);
    expect(catalogs).toBe(2);
    expect(code).toContain(`{ __words: "en", ...({ a: 'Apply' }) }, { __words: "bn", ...({ a: 'প্রয়োগ' }) }`);
    expect(code).toMatch(/defineMessages\(\{ __words: "en", \.\.\.\(\{\n {4}title: 'Notice Board'/);
    expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('leaves a catalog kept in both languages whole and unmarked', () => {
    expect(markLanguages(catalog).code).toContain(
      "defineMessagesInBoth({ link: 'Read in Bengali' }, { link: 'বাংলায় পড়ুন' })",
    );
  });

  it('leaves a module without catalogs as it is', () => {
    const source = "export const t = translate(m, 'en', 'title');\n";
    expect(markLanguages(source)).toEqual({ code: source, catalogs: 0 });
  });

  it('is applied after swc to the apps’ own TypeScript', () => {
    expect(wordsRule()).toMatchObject({ enforce: 'post', exclude: /node_modules/ });
    expect(wordsRule().test.test('src/features/notices/messages.ts')).toBe(true);
  });
});

describe('splitWords (a built file in each language)', () => {
  const split = splitWords(built(''))!;

  it('keeps the whole file with its marks taken out', () => {
    expect(split.whole).not.toContain('__words');
    expect(split.whole).toContain('title:"Notice Board"');
    expect(split.whole).toContain('title:"নোটিশ বোর্ড"');
    expect(split.whole).toContain('{...{a:"Apply"}},{...{a:"প্রয়োগ"}}');
  });

  it('empties the Bengali side in the English file and the English side in the Bengali one', () => {
    expect(split.en).not.toMatch(/নোটিশ|প্রয়োগ|__words/);
    expect(split.en).toContain('({title:"Notice Board",showing:');
    expect(split.en).toContain('a=(0,r.n)({...{a:"Apply"}},{})');
    expect(split.bn).not.toMatch(/Notice Board|Showing|Apply|__words/);
    expect(split.bn).toContain('a=(0,r.n)({},{...{a:"প্রয়োগ"}})');
  });

  it('leaves the unmarked catalog whole in every file, and every file valid JavaScript', () => {
    for (const code of [split.whole, split.en, split.bn]) {
      expect(code).toContain('(0,r.b)({link:"Read in Bengali"},{link:"বাংলায় পড়ুন"})');
      expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'script' })).not.toThrow();
    }
  });

  it('gives null for a file without marked catalogs, even one that names the mark', () => {
    expect(splitWords('var a={b:1};')).toBeNull();
    expect(splitWords('var __words="x";')).toBeNull();
  });
});

describe('writeWordsFiles (after a build)', () => {
  function dist(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'words-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  }
  const runtime = `var n="${PLACEHOLDER}";`;
  const manifest = JSON.stringify({
    name: 'mf_x',
    exposes: [{ name: 'P', assets: { js: { sync: ['7.aa11bb22.js'] } } }],
  });

  it('writes each words file in both languages, names them in the runtime and the manifest', () => {
    const dir = dist({
      '7.aa11bb22.js': built(''),
      '8.cc33dd44.js': 'var react=1;',
      'remoteEntry.js': runtime,
      'mf-manifest.json': manifest,
    });
    expect(writeWordsFiles(dir)).toEqual(['7.aa11bb22.js']);
    expect(readdirSync(dir).sort()).toEqual([
      '7.aa11bb22.bn.js',
      '7.aa11bb22.en.js',
      '7.aa11bb22.js',
      '8.cc33dd44.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    expect(read('7.aa11bb22.en.js')).not.toContain('নোটিশ');
    expect(read('7.aa11bb22.bn.js')).not.toContain('Notice Board');
    expect(read('7.aa11bb22.js')).not.toContain('__words');
    expect(read('remoteEntry.js')).toBe('var n="aa11bb22";');
    expect(JSON.parse(read('mf-manifest.json'))).toMatchObject({ name: 'mf_x', wordFiles: ['7.aa11bb22.js'] });
    expect(inLanguage('7.aa11bb22.js', 'bn')).toBe('7.aa11bb22.bn.js');
  });

  it('fails a build whose words file has no hash in its name to be named by', () => {
    expect(() => writeWordsFiles(dist({ 'page.js': built(''), 'main.aa11bb22.js': runtime }))).toThrow(
      /page\.js holds words but its name has no 8-digit hash/,
    );
  });

  it('fails a build whose words files no runtime can name', () => {
    expect(() => writeWordsFiles(dist({ '7.aa11bb22.js': built('') }))).toThrow(/no runtime to name them/);
  });

  it('fails a build whose index.html starts a words file (the page’s scripts are one for both languages)', () => {
    const dir = dist({
      'main.aa11bb22.js': built(runtime),
      'index.html': '<html><head><script defer src="/main.aa11bb22.js"></script></head></html>',
    });
    expect(() => writeWordsFiles(dir)).toThrow(/index\.html starts words files \(main\.aa11bb22\.js\)/);
  });

  it('leaves a build without catalogs as it was, its runtime naming none', () => {
    const dir = dist({ 'main.aa11bb22.js': runtime, 'index.html': '<script src="/main.aa11bb22.js"></script>' });
    expect(writeWordsFiles(dir)).toEqual([]);
    expect(readFileSync(path.join(dir, 'main.aa11bb22.js'), 'utf8')).toBe('var n="";');
  });
});

describe('the runtime (mf.wordsRuntime.mjs, mf.wordsRemote.mjs)', () => {
  const read = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');

  it('holds the placeholder the build writes the hashes over, in the shell and in each remote', () => {
    for (const file of ['mf.wordsRuntime.mjs', 'mf.wordsRemote.mjs']) expect(read(file)).toContain(`'${PLACEHOLDER}'`);
  });

  it('keeps its choice where the shell reads it', () => {
    const name = /export const WORDS_GLOBAL = '([^']+)'/.exec(read('shell/src/federation/words.ts'))?.[1];
    expect(name).toBeDefined();
    expect(read('mf.wordsRuntime.mjs')).toContain(`globalThis.${name} = `);
    expect(read('mf.wordsRemote.mjs')).toContain(`globalThis.${name}?.inPageLanguage`);
  });

  const ruleOf = (name: string) => {
    const [, source, flags] = new RegExp(`export const ${name} = \\/(.+)\\/([a-z]*);`).exec(
      read('mf.wordsRuntime.mjs'),
    )!;
    return new RegExp(source!, flags);
  };

  it('reads a Bengali page from its address as the site does (localeOfPath)', () => {
    const bengali = ruleOf('BENGALI_PATH');
    for (const p of ['/', '/bn', '/bn/', '/bn/notice', '/bnx', '/notice', '/about/bn', '/bn-notice'])
      expect([p, bengali.test(p)]).toEqual([p, localeOfPath(p) === 'bn']);
  });

  it('chooses whole files where the portal and its doors start, whatever the language or the case', () => {
    const staff = ruleOf('STAFF_PATH');
    for (const p of [
      '/admin',
      '/admin/faculties',
      '/login',
      '/bn/login',
      '/register',
      '/reset-password',
      '/Admin/pages',
    ])
      expect(staff.test(p)).toBe(true);
    for (const p of ['/', '/bn', '/notice', '/bn/notice', '/administration', '/loginx', '/bn/admission'])
      expect(staff.test(p)).toBe(false);
  });
});
