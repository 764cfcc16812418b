// Reads a notice PDF: each page's own text where it is good, OCR of the rendered page where it is not.
import sharp from 'sharp';
import { readContentStreams } from './actualText.mjs';
import { flattenLight, greyRaw, measureSkew, straighten } from './clean.mjs';
import { recognize } from './ocr.mjs';
import { openPdf } from './pdfjs.mjs';
import { judgePageText } from './quality.mjs';
import { previewPng, renderPage } from './render.mjs';
import { pageText } from './textLayer.mjs';

/** How pages are prepared for OCR; the benchmark compares other choices (docs/decisions/notice-ocr.md). */
export const OCR_DEFAULTS = {
  /** Pages are rendered for OCR at this many dots per inch. */
  dpi: 300,
  /** Flatten the light and undo the skew before OCR. */
  clean: true,
};

export class PdfUnreadable extends Error {}

/**
 * @param {Uint8Array} bytes
 * @param {{ onPage?: (index: number, pageCount: number) => void, forceOcr?: boolean, ocr?: Partial<typeof OCR_DEFAULTS> }} [opts]
 */
export async function readPdf(bytes, opts = {}) {
  let doc;
  try {
    doc = await openPdf(bytes);
  } catch (err) {
    throw new PdfUnreadable(err instanceof Error ? err.message : String(err));
  }
  try {
    const pageCount = doc.numPages;
    const streams = await readContentStreams(bytes);
    const pages = [];
    let usedOcr = false;
    for (let i = 1; i <= pageCount; i++) {
      opts.onPage?.(i - 1, pageCount);
      const page = await doc.getPage(i);
      const own = await pageText(page, streams?.[i - 1] ?? null);
      const verdict = judgePageText(own);
      if (verdict.ok && !opts.forceOcr) {
        pages.push(own);
        continue;
      }
      usedOcr = true;
      pages.push(await ocrPage(page, { ...OCR_DEFAULTS, ...opts.ocr }));
    }
    const firstPagePng = await previewPng(await doc.getPage(1));
    const text = pages
      .map((p) => p.trim())
      .filter(Boolean)
      .join('\n\n');
    return { text, source: usedOcr ? 'ocr' : 'pdf', pageCount, firstPagePng: new Uint8Array(firstPagePng) };
  } finally {
    await doc.destroy();
  }
}

/** Renders one page and reads it: greyscale, light flattened, skew undone, then Tesseract. */
export async function ocrPage(page, options = OCR_DEFAULTS) {
  const raw = await renderPage(page, options.dpi / 72);
  const image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const png = options.clean ? await cleanForOcr(image) : await image.png({ compressionLevel: 1 }).toBuffer();
  return recognize(png);
}

/** @param {sharp.Sharp} image */
export async function cleanForOcr(image) {
  let g = await greyRaw(image);
  g = await flattenLight(g);
  g = await straighten(g, await measureSkew(g));
  return sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
