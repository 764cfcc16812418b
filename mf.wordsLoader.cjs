// The words loader: a public build in one language carries only that language's words
// (docs/decisions/words-travel-together.md). It runs after swc on a module that calls
// `defineMessages(english, bengali)` and empties the other language's catalog:
// `defineMessages(english, {})` in the English build, `defineMessages({}, bengali)` in the Bengali one.
// `translate` reads the page's language first, so nothing else changes. `defineMessagesInBoth` (a
// catalog read in both languages at once, or shown by the admin portal, which changes language in
// place) is another name and is left whole. Applied by mf.words.mjs to production browser builds.
'use strict';
const acorn = require('acorn');

/**
 * The module with each `defineMessages(english, bengali)` call's other-language catalog replaced by
 * `{}`, and how many calls were changed.
 * @param {string} source JavaScript (swc's output)
 * @param {'en' | 'bn'} locale the language the build keeps
 */
function keepLanguage(source, locale) {
  if (!source.includes('defineMessages(')) return { code: source, catalogs: 0 };
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const cuts = [];
  (function visit(node) {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'defineMessages' &&
      node.arguments.length === 2
    ) {
      cuts.push(node.arguments[locale === 'en' ? 1 : 0]);
      return;
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  })(ast);
  let code = source;
  for (const cut of cuts.sort((a, b) => b.start - a.start))
    code = `${code.slice(0, cut.start)}{}${code.slice(cut.end)}`;
  return { code, catalogs: cuts.length };
}

function wordsLoader(source, map) {
  const { locale } = this.getOptions();
  const { code, catalogs } = keepLanguage(source, locale);
  // A catalog's module loses its source map: its lines no longer match. Every other module keeps it.
  if (catalogs === 0) this.callback(null, source, map);
  else this.callback(null, code);
}

module.exports = wordsLoader;
module.exports.keepLanguage = keepLanguage;
