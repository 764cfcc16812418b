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

/** Every node of `ast` that `pick` accepts; the walk does not enter an accepted node. */
function pickNodes(ast, pick) {
  const picked = [];
  (function visit(node) {
    if (!node || typeof node.type !== 'string') return;
    if (pick(node)) return void picked.push(node);
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  })(ast);
  return picked;
}

/** `code` with each edit `{ start, end, text }` made, from the end, so earlier offsets stay true. */
function edited(code, edits) {
  let out = code;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/**
 * The module with each `defineMessages(english, bengali)` call's two catalogs marked, and how many
 * calls were marked.
 * @param {string} source JavaScript (swc's output)
 */
function markLanguages(source) {
  if (!source.includes('defineMessages(')) return { code: source, catalogs: 0 };
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const calls = pickNodes(
    ast,
    (node) =>
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'defineMessages' &&
      node.arguments.length === 2,
  );
  const mark = (side, language) => ({
    start: side.start,
    end: side.end,
    text: `{ ${MARK}: ${JSON.stringify(language)}, ...(${source.slice(side.start, side.end)}) }`,
  });
  const edits = calls.flatMap(({ arguments: [english, bengali] }) => [mark(english, 'en'), mark(bengali, 'bn')]);
  return { code: edited(source, edits), catalogs: calls.length };
}

function wordsLoader(source, map) {
  const { code, catalogs } = markLanguages(source);
  // A catalog's module loses its source map: its columns no longer match. Every other module keeps it.
  if (catalogs === 0) this.callback(null, source, map);
  else this.callback(null, code);
}

module.exports = wordsLoader;
module.exports.markLanguages = markLanguages;
module.exports.MARK = MARK;
module.exports.pickNodes = pickNodes;
module.exports.edited = edited;
