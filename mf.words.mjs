// One production build per language for the public site (the shell, mf-public, mf-directories), so a
// page's code carries only its own language's words (docs/decisions/words-travel-together.md). The
// English build is the one there always was; the Bengali build writes into the same folder after it,
// under the names below, and its files that hold no words come out byte for byte the same, under the
// same names: a visitor who switches language downloads only the files with words again.
// - the shell: index.html / index.bn.html; the site's server sends a page the one of its language;
// - a remote: remoteEntry.js / remoteEntry.bn.js, mf-manifest.json / mf-manifest.bn.json; the shell's
//   Bengali build asks for the Bengali entries (src/federation/remotes.ts), and the server reads the
//   Bengali manifest for a Bengali page's hints (server/pages.ts).
// mf-admin stays one build with both languages: staff switch the portal's language in place.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const loader = require.resolve('./mf.wordsLoader.cjs');

/** @typedef {'en' | 'bn'} Language */
export const BUILD_LANGUAGES = /** @type {const} */ (['en', 'bn']);

/** A file's name in a language's build: `remoteEntry.js` -> `remoteEntry.bn.js` in the Bengali one. */
export function inLanguage(file, language) {
  return language === 'en' ? file : file.replace(/(\.[a-z]+)$/, `.${language}$1`);
}

/** The words loader's rule: the other language's catalogs emptied (mf.wordsLoader.cjs). */
export function wordsRule(language) {
  return { test: /\.tsx?$/, exclude: /node_modules/, enforce: 'post', loader, options: { locale: language } };
}

/**
 * The two builds of one app: `make(language)` gives each one's config; the Bengali one runs after the
 * English one (which empties the folder first) and adds its files beside it.
 * @param {string} name
 * @param {(language: Language) => object | Promise<object>} make
 */
export async function languageBuilds(name, make) {
  const [en, bn] = await Promise.all(BUILD_LANGUAGES.map((language) => make(language)));
  const withRule = (config, language) => ({
    ...config,
    module: { ...config.module, rules: [...config.module.rules, wordsRule(language)] },
  });
  return [
    { ...withRule(en, 'en'), name: `${name}-en` },
    {
      ...withRule(bn, 'bn'),
      name: `${name}-bn`,
      dependencies: [`${name}-en`],
      output: { ...bn.output, clean: false },
    },
  ];
}
