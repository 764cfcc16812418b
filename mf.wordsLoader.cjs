// The words loader: each `defineMessages(english, bengali)` catalog of a public production build is
// marked with the language of each side, `{ __words: 'en', ...english }` and `{ __words: 'bn',
// ...bengali }`, so that after the build each file that holds words is written once more per language
// with the other side emptied (mf.wordsFiles.mjs). It runs after swc, where the call is still named.
// `defineMessagesInBoth` (a catalog read in both languages at once, or shown by the admin portal, which
// changes language in place) is another name and is left whole.
'use strict';
const acorn = require('acorn');

/** The property that marks a catalog's side in the built files (mf.wordsFiles.mjs reads it). */
const MARK = '__words';

/**
 * The module with each `defineMessages(english, bengali)` call's two catalogs marked, and how many
 * calls were marked.
 * @param {string} source JavaScript (swc's output)
 */
function markLanguages(source) {
  if (!source.includes('defineMessages(')) return { code: source, catalogs: 0 };
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  /** @type {Array<{ start: number, end: number, language: 'en' | 'bn' }>} */
  const sides = [];
  let catalogs = 0;
  (function visit(node) {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'defineMessages' &&
      node.arguments.length === 2
    ) {
      catalogs += 1;
      sides.push({ ...range(node.arguments[0]), language: 'en' }, { ...range(node.arguments[1]), language: 'bn' });
      return;
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  })(ast);
  let code = source;
  for (const side of sides.sort((a, b) => b.start - a.start))
    code = `${code.slice(0, side.start)}{ ${MARK}: ${JSON.stringify(side.language)}, ...(${code.slice(side.start, side.end)}) }${code.slice(side.end)}`;
  return { code, catalogs };
}

const range = (node) => ({ start: node.start, end: node.end });

function wordsLoader(source, map) {
  const { code, catalogs } = markLanguages(source);
  // A catalog's module loses its source map: its columns no longer match. Every other module keeps it.
  if (catalogs === 0) this.callback(null, source, map);
  else this.callback(null, code);
}

module.exports = wordsLoader;
module.exports.markLanguages = markLanguages;
module.exports.MARK = MARK;
