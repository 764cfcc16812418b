// A public remote's entry, as it starts, names each of its words files in the language the shell chose
// for this page load (mf.wordsRuntime.mjs): a federation runtime plugin (mf.shared.mjs remoteConfig), so
// it wraps the remote's chunk-name function before any of the remote's chunks loads. Without the shell's
// choice (the remote's own development page) its files load whole.
/* global __webpack_require__ */

// The hashes of this build's words files, written over the placeholder after the build (mf.wordsFiles.mjs).
const HASHES_OF_THIS_BUILD = '__GSVMC_WORD_FILES__';
const inPageLanguage = globalThis.__gsvmcWords?.inPageLanguage;
if (inPageLanguage) {
  const fileOf = __webpack_require__.u;
  __webpack_require__.u = (chunkId) => inPageLanguage(fileOf(chunkId), HASHES_OF_THIS_BUILD);
}

export default function wordsRemotePlugin() {
  return { name: 'gsvmc-words' };
}
