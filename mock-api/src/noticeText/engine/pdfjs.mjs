// pdf.js for Node: the legacy build (the modern one expects browser APIs Node 20 lacks), with its
// character maps, standard fonts and decoders read from the npm package, never fetched.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const dir = (name) => path.join(pdfjsRoot, name) + path.sep;

let loaded;
/** @returns {Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')>} */
export function pdfjs() {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
}

/** Opens a PDF from bytes (copied: pdf.js detaches the buffer it is given). */
export async function openPdf(bytes) {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: dir('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: dir('standard_fonts'),
    wasmUrl: dir('wasm'),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  return task.promise;
}
