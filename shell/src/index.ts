// First: each words file in this page's language (mf.wordsRuntime.mjs), before any chunk loads.
import '../../mf.wordsRuntime.mjs';

// Async boundary: shared singletons are negotiated before any app code runs (module-federation-examples).
// In a task after the one that evaluated this entry and started the federation runtime: together the two
// made one long task on a phone (Total Blocking Time).
//
// The bootstrap's import asks for a dozen files at once (its own, React, Redux, shared-kit, the router),
// and the bundler's loader (`__webpack_require__.l`) adds each one's <script> element there and then:
// 7-12 ms of that task at CPU × 1, half of it. Each element is added in a task of its own instead; the
// loader still keeps one element per file and calls back as before.
declare const __webpack_require__: {
  l?: (url: string, done: (event?: Event) => void, key?: string, chunkId?: string | number) => void;
};
const loadScript = __webpack_require__.l;
if (loadScript)
  __webpack_require__.l = (url, done, key, chunkId) => void setTimeout(() => loadScript(url, done, key, chunkId), 0);
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
