// In the browser, the choice of words files (mf.wordsFiles.mjs): a public page loads each file that holds
// words in its own language (`….bn.js` on a Bengali page, `….en.js` on an English one); a page load
// that starts at the admin portal or its doors (login, register, a new password), whose language
// staff change in place, loads them whole. One choice per page load, made by the first of the shell and
// the remotes to start and kept for the others: a language switch is a full load (shell LanguageSwitch).
// A visitor who signs in from a public page keeps that page's files: what the portal shows of the
// public apps' and the kit's words is kept whole in every file (defineMessagesInBoth), and a word missing
// in the page's language is taken from the other (shared-kit translate).
//
// Imported first by the shell's entry and, as a federation runtime plugin, by each public remote's
// entry, so it wraps that build's chunk-name function before any of its chunks loads.
/* global __webpack_require__ */

// The build's words files, a comma-separated list written over this placeholder after the build.
const WORD_FILES = '__GSVMC_WORD_FILES__';

/** Where the choice is kept for the page load, for every build on the page. */
const WORDS_CHOICE = '__gsvmcWords';
/** The portal and its doors (shared-types PATHS: admin, login, register, resetPassword), in either language. */
const STAFF_PATH = /^\/(?:bn\/)?(?:admin|login|register|reset-password)(?:\/|$)/;

/** 'en' or 'bn' (that language's files), or 'both' (the whole files): kept, or chosen now and kept. */
function choose() {
  const kept = globalThis[WORDS_CHOICE];
  if (kept) return kept;
  const choice = STAFF_PATH.test(location.pathname) ? 'both' : document.documentElement.lang === 'bn' ? 'bn' : 'en';
  globalThis[WORDS_CHOICE] = choice;
  return choice;
}

if (
  typeof __webpack_require__ !== 'undefined' &&
  typeof __webpack_require__.u === 'function' &&
  typeof document !== 'undefined'
) {
  const choice = choose();
  const files = new Set(WORD_FILES.split(','));
  const nameOf = __webpack_require__.u;
  if (choice !== 'both')
    __webpack_require__.u = (chunkId) => {
      const file = nameOf(chunkId);
      return files.has(file) ? `${file.slice(0, -'.js'.length)}.${choice}.js` : file;
    };
}

/** As a federation runtime plugin (a remote's entry runs the code above when it starts). */
export default function wordsRuntimePlugin() {
  return { name: 'gsvmc-words' };
}
