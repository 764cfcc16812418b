// A public page's code carries only its own language's words (docs/decisions/words-travel-together.md):
// after a production build of the shell, mf-public or mf-directories, each file that holds marked
// catalogs (mf.wordsLoader.cjs) is written twice more, `name.en.js` with the Bengali side of each
// catalog emptied and `name.bn.js` with the English side emptied; `name.js` stays whole (marks taken
// out) for the admin portal. One build, so every other file, the runtime and the remote's entry are the
// same in both languages: a visitor who switches language downloads only the words files again.
// - The runtime names a file in the page's language at run time (mf.wordsRuntime.mjs in the shell,
//   mf.wordsRemote.mjs in a remote's entry): the hashes of the build's words files are written over
//   its placeholder here.
// - A remote's mf-manifest.json gains `wordFiles`, so the site's server hints a Bengali page the Bengali
//   files (shell/server/remoteManifests.ts).
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as acorn from 'acorn';

const require = createRequire(import.meta.url);
const { MARK, pickNodes, edited } = require('./mf.wordsLoader.cjs');

export const LANGUAGES = /** @type {const} */ (['en', 'bn']);
export const PLACEHOLDER = '__GSVMC_WORD_FILES__';
const VARIANT = /\.(en|bn)\.js$/;
/** A built script's name, `[name].[contenthash:8].js` (the apps' output.chunkFilename): its hash. */
const HASHED_NAME = /\.([0-9a-f]{8})\.js$/;

/** `123.abcd1234.js` in `language`: `123.abcd1234.bn.js`. */
export function inLanguage(file, language) {
  return file.replace(/\.js$/, `.${language}.js`);
}

/** The rule that marks catalogs (mf.wordsLoader.cjs), for a public app's production build. */
export function wordsRule() {
  return { test: /\.tsx?$/, exclude: /node_modules/, enforce: 'post', loader: require.resolve('./mf.wordsLoader.cjs') };
}

/**
 * The marked catalogs of a built file: each side's range, its language, and the range of its mark
 * (the `__words: "en"` property and the comma after it).
 */
function markedSides(code) {
  let ast;
  try {
    ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  } catch {
    ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  }
  const isMarked = (node) => {
    if (node.type !== 'ObjectExpression') return false;
    const [first] = node.properties;
    const key = first?.type === 'Property' && (first.key.name ?? first.key.value);
    return key === MARK && first.value.type === 'Literal' && LANGUAGES.includes(first.value.value);
  };
  return pickNodes(ast, isMarked).map(({ start, end, properties: [first, second] }) => ({
    start,
    end,
    language: first.value.value,
    mark: { start: first.start, end: second ? second.start : first.end },
  }));
}

/**
 * A built file's three texts: whole (marks out), and one per language (the other side emptied), or
 * null when it holds no marked catalog.
 * @param {string} code
 * @returns {{ whole: string, en: string, bn: string } | null}
 */
export function splitWords(code) {
  if (!code.includes(MARK)) return null;
  const sides = markedSides(code);
  if (sides.length === 0) return null;
  const unmark = (side) => ({ ...side.mark, text: '' });
  const whole = edited(code, sides.map(unmark));
  const inLanguageOnly = (language) =>
    edited(
      code,
      sides.map((side) =>
        side.language === language ? unmark(side) : { start: side.start, end: side.end, text: '{}' },
      ),
    );
  return { whole, en: inLanguageOnly('en'), bn: inLanguageOnly('bn') };
}

/**
 * Writes the words files of a built folder and returns their (whole) names: each `.js` file with
 * marked catalogs gets `.en.js` and `.bn.js` beside it, the runtime's placeholder gets their hashes
 * (comma-separated), and a remote's mf-manifest.json gets `wordFiles`. Fails the build when the list has nowhere to go, or when
 * index.html starts a words file (its scripts are the same in both languages).
 * @param {string} dir the build's output folder
 */
export function writeWordsFiles(dir) {
  const scripts = readdirSync(dir).filter((f) => f.endsWith('.js') && !VARIANT.test(f));
  const wordFiles = [];
  for (const file of scripts) {
    const full = path.join(dir, file);
    const split = splitWords(readFileSync(full, 'utf8'));
    if (!split) continue;
    if (!HASHED_NAME.test(file))
      throw new Error(`mf.wordsFiles: ${file} holds words but its name has no 8-digit hash to name it by`);
    wordFiles.push(file);
    writeFileSync(full, split.whole);
    for (const language of LANGUAGES) writeFileSync(path.join(dir, inLanguage(file, language)), split[language]);
  }
  wordFiles.sort();
  const list = wordFiles.map((file) => HASHED_NAME.exec(file)[1]).join(',');
  const holders = scripts.filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(PLACEHOLDER));
  if (wordFiles.length > 0 && holders.length === 0)
    throw new Error(`mf.wordsFiles: ${dir} has words files but no runtime to name them (mf.wordsRuntime.mjs)`);
  for (const file of holders) {
    const full = path.join(dir, file);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll(PLACEHOLDER, list));
  }
  const html = path.join(dir, 'index.html');
  if (existsSync(html)) {
    const started = [...readFileSync(html, 'utf8').matchAll(/<script[^>]*\bsrc="\/?([^"]+)"/g)].map((m) => m[1]);
    const withWords = started.filter((file) => wordFiles.includes(file));
    if (withWords.length > 0)
      throw new Error(
        `mf.wordsFiles: index.html starts words files (${withWords.join(', ')}); keep words out of the entry`,
      );
  }
  const manifest = path.join(dir, 'mf-manifest.json');
  if (existsSync(manifest)) {
    const json = JSON.parse(readFileSync(manifest, 'utf8'));
    writeFileSync(manifest, JSON.stringify({ ...json, wordFiles }));
  }
  return wordFiles;
}

/** Runs writeWordsFiles on the build's folder once the build is written. */
export class WordsFilesPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('WordsFilesPlugin', (compilation) => {
      writeWordsFiles(compilation.outputOptions.path ?? compiler.options.output.path);
    });
  }
}
