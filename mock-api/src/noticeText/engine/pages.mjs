// Phone photos (or scans) of a notice's pages become its PDF: each page turned upright (EXIF),
// cropped to the paper, its light flattened, straightened, made greyscale and compressed, at 150 dpi.
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { flattenLight, greyRaw, measureSkew, otsu, straighten } from './clean.mjs';

export const LIMITS = {
  maxPages: 20,
  maxImageBytes: 20 * 1024 * 1024,
  /** The shorter side of a photo a page can be read from. */
  minSide: 600,
  dpi: 150,
  /** An A4 page at 150 dpi. */
  pageLongSide: 1754,
  pageShortSide: 1240,
  maxPageBytes: 250 * 1024,
};

export class NoticeImageFault extends Error {
  constructor(code, message, page) {
    super(message);
    this.code = code;
    this.page = page;
  }
}

/** JPEG, PNG and WebP, by their first bytes (a name or a declared type can lie). */
export function imageKind(bytes) {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (
    bytes.length >= 12 &&
    String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * @param {Uint8Array[]} images
 * @param {{ onPage?: (index: number, pageCount: number) => void }} [opts]
 * @returns {Promise<{ pdf: Uint8Array, pageCount: number }>}
 */
export async function imagesToPdf(images, opts = {}) {
  if (!Array.isArray(images) || images.length === 0) throw new NoticeImageFault('NO_PAGES', 'Send at least one page.');
  if (images.length > LIMITS.maxPages)
    throw new NoticeImageFault(
      'TOO_MANY_PAGES',
      `A notice can have at most ${LIMITS.maxPages} pages; ${images.length} were sent.`,
    );
  images.forEach((bytes, page) => checkImage(bytes, page));
  const doc = await PDFDocument.create();
  for (let i = 0; i < images.length; i++) {
    opts.onPage?.(i, images.length);
    const { jpeg, width, height } = await cleanPage(images[i], i);
    const embedded = await doc.embedJpg(jpeg);
    const w = (width / LIMITS.dpi) * 72;
    const h = (height / LIMITS.dpi) * 72;
    doc.addPage([w, h]).drawImage(embedded, { x: 0, y: 0, width: w, height: h });
  }
  doc.setProducer('GSVMC notice pages');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const pdf = await doc.save({ useObjectStreams: true });
  return { pdf, pageCount: images.length };
}

function checkImage(bytes, page) {
  const n = page + 1;
  if (bytes.length > LIMITS.maxImageBytes)
    throw new NoticeImageFault(
      'IMAGE_TOO_LARGE',
      `Page ${n} is larger than ${LIMITS.maxImageBytes / 1024 / 1024} MB.`,
      page,
    );
  if (!imageKind(bytes))
    throw new NoticeImageFault('IMAGE_TYPE', `Page ${n} is not a JPEG, PNG or WebP picture.`, page);
}

/** One page: upright, cropped to the paper, flattened, straight, greyscale JPEG within the size bound. */
export async function cleanPage(bytes, page = 0) {
  const n = page + 1;
  let upright;
  try {
    // autoOrient turns a phone's sideways photo the way its EXIF says it was held.
    upright = await greyRaw(sharp(bytes, { failOn: 'error', limitInputPixels: 120_000_000 }).autoOrient());
  } catch {
    throw new NoticeImageFault(
      'IMAGE_UNREADABLE',
      `Page ${n} could not be read as a picture; it may be damaged.`,
      page,
    );
  }
  if (Math.min(upright.width, upright.height) < LIMITS.minSide)
    throw new NoticeImageFault(
      'IMAGE_TOO_SMALL',
      `Page ${n} is too small to read (at least ${LIMITS.minSide} pixels on its shorter side).`,
      page,
    );
  let g = await cropToPaper(upright);
  g = await flattenLight(g);
  g = await straighten(g, await measureSkew(g));
  g = await cropMargins(g);
  const landscape = g.width > g.height;
  const [maxW, maxH] = landscape
    ? [LIMITS.pageLongSide, LIMITS.pageShortSide]
    : [LIMITS.pageShortSide, LIMITS.pageLongSide];
  const base = sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } }).resize({
    width: maxW,
    height: maxH,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const { data, info } = await base.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  for (const quality of [70, 55, 40, 30]) {
    const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .toColourspace('b-w')
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= LIMITS.maxPageBytes || quality === 30) return { jpeg, width: info.width, height: info.height };
  }
  throw new Error('unreachable');
}

/**
 * The sheet of paper in a photo: the longest run of rows, then of columns, that are mostly bright.
 * A photo that is all paper (a scan) is left as it is.
 */
export async function cropToPaper(g) {
  const scale = Math.min(1, 400 / Math.max(g.width, g.height));
  const w = Math.max(1, Math.round(g.width * scale));
  const h = Math.max(1, Math.round(g.height * scale));
  const small = await sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } })
    .resize(w, h)
    .blur(2)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const t = otsu(small);
  const bright = (x, y) => small[y * w + x] > t;
  const rowShare = Array.from({ length: h }, (_, y) => {
    let c = 0;
    for (let x = 0; x < w; x++) if (bright(x, y)) c++;
    return c / w;
  });
  const [top, bottom] = longestRun(rowShare, 0.4);
  const colShare = Array.from({ length: w }, (_, x) => {
    let c = 0;
    for (let y = top; y <= bottom; y++) if (bright(x, y)) c++;
    return c / Math.max(1, bottom - top + 1);
  });
  const [left, right] = longestRun(colShare, 0.4);
  const area = ((right - left + 1) * (bottom - top + 1)) / (w * h);
  if (area > 0.95 || area < 0.2) return g;
  const x0 = Math.floor(left / scale);
  const y0 = Math.floor(top / scale);
  const x1 = Math.min(g.width, Math.ceil((right + 1) / scale));
  const y1 = Math.min(g.height, Math.ceil((bottom + 1) / scale));
  return extract(g, x0, y0, x1 - x0, y1 - y0);
}

/** After straightening, the white corners and the empty margin beyond the ink are trimmed to a fixed border. */
export async function cropMargins(g) {
  const t = Math.min(otsu(g.data), 200);
  let x0 = g.width;
  let y0 = g.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < g.height; y += 2)
    for (let x = 0; x < g.width; x += 2)
      if (g.data[y * g.width + x] < t) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return g;
  const border = Math.round(Math.min(g.width, g.height) * 0.04);
  x0 = Math.max(0, x0 - border);
  y0 = Math.max(0, y0 - border);
  x1 = Math.min(g.width - 1, x1 + border);
  y1 = Math.min(g.height - 1, y1 + border);
  return extract(g, x0, y0, x1 - x0 + 1, y1 - y0 + 1);
}

function longestRun(share, min) {
  let best = [0, share.length - 1];
  let bestLen = -1;
  let start = -1;
  for (let k = 0; k <= share.length; k++) {
    if (k < share.length && share[k] >= min) {
      if (start < 0) start = k;
    } else if (start >= 0) {
      if (k - start > bestLen) [best, bestLen] = [[start, k - 1], k - start];
      start = -1;
    }
  }
  return best;
}

function extract(g, left, top, width, height) {
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    g.data.copy(out, y * width, (top + y) * g.width + left, (top + y) * g.width + left + width);
  return { data: out, width, height };
}
