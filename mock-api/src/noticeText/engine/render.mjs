// Pages drawn to pixels with pdf.js on @napi-rs/canvas (prebuilt Skia; nothing to compile).
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';

/**
 * @param {import('pdfjs-dist').PDFPageProxy} page
 * @param {number} scale pixels per PDF point (1 = 72 dpi)
 * @returns {Promise<{ data: Buffer, width: number, height: number, channels: 4 }>} RGBA on white
 */
export async function renderPage(page, scale) {
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render({ canvasContext: ctx, canvas, viewport, background: '#ffffff' }).promise;
  const image = ctx.getImageData(0, 0, width, height);
  page.cleanup();
  return {
    data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    width,
    height,
    channels: 4,
  };
}

/** The first page as a small PNG for the notice's own page and the list (about 480 px wide). */
export async function previewPng(page, width = 480) {
  const unit = page.getViewport({ scale: 1 });
  const raw = await renderPage(page, width / unit.width);
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 9, palette: true, colours: 64 })
    .toBuffer();
}
