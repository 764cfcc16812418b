// In the browser, the choice of words files (mf.wordsFiles.mjs): a public page loads each file that holds
// words in its own language (`….bn.js` on a Bengali page, `….en.js` on an English one), the one the
// site's server hinted. A page load that starts at the admin portal or its doors (login, register, a
// new password) loads them whole: staff change the portal's language in place. The shell chooses once
// per page load, as its entry starts (it imports this module first), and each public remote's entry
// follows (mf.wordsRemote.mjs). A language switch is a full load (shell LanguageSwitch), and so is the
// way into the portal from a public page (shell/src/federation/words.ts).
/* global __webpack_require__ */

/** The portal and its doors (shared-types PATHS: admin, login, register, resetPassword), in either language. */
export const STAFF_PATH = /^\/(?:bn\/)?(?:admin|login|register|reset-password)(?:\/|$)/i;
/** A Bengali page's address: shared-kit's localeOfPath, the rule the site's server sets `lang` and hints by. */
export const BENGALI_PATH = /^\/bn(?:\/|$)/;

/** The address as the router reads it: decoded (`/%61dmin` is `/admin`). */
function pathOfThisLoad() {
  try {
    return decodeURIComponent(location.pathname);
  } catch {
    return location.pathname;
  }
}

/** This page load's words: 'en' or 'bn' (that language's files), or null (the whole files). */
const path = pathOfThisLoad();
const language = STAFF_PATH.test(path) ? null : BENGALI_PATH.test(path) ? 'bn' : 'en';

/**
 * A chunk's file in this page load's words: `x.0123abcd.js` -> `x.0123abcd.bn.js` when its hash is
 * one of `hashes` (a build's words files, comma-separated), else as it is.
 * @param {string} file
 * @param {string} hashes
 */
const inPageLanguage = (file, hashes) =>
  language && file.charAt(file.length - 12) === '.' && `,${hashes},`.includes(`,${file.slice(-11, -3)},`)
    ? `${file.slice(0, -3)}.${language}.js`
    : file;

// Where the remotes' entries (mf.wordsRemote.mjs) and the shell's code (src/federation/words.ts) find it.
globalThis.__gsvmcWords = { language, inPageLanguage };

// The hashes of this build's words files, written over the placeholder after the build (mf.wordsFiles.mjs).
const HASHES_OF_THIS_BUILD = '__GSVMC_WORD_FILES__';
const fileOf = __webpack_require__.u;
__webpack_require__.u = (chunkId) => inPageLanguage(fileOf(chunkId), HASHES_OF_THIS_BUILD);
