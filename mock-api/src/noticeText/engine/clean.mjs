// Straighten and clean a page image before OCR or before it becomes a notice's PDF page: greyscale,
// the paper's uneven light flattened, the text's skew measured and undone.
import sharp from 'sharp';

/** Skew is searched within ±MAX_SKEW degrees; a page photographed more crooked than that is rare. */
export const MAX_SKEW = 15;

/**
 * @param {sharp.Sharp} image any sharp input
 * @returns {Promise<{ data: Buffer, width: number, height: number }>} one channel, 8 bits
 */
export async function greyRaw(image) {
  const { data, info } = await image.greyscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  if (info.channels === 1) return { data, width: info.width, height: info.height };
  const out = Buffer.alloc(info.width * info.height);
  for (let i = 0, j = 0; j < out.length; i += info.channels, j++) out[j] = data[i];
  return { data: out, width: info.width, height: info.height };
}

/**
 * Divides the page by its own paper brightness, so a shadow or a lamp's gradient becomes white
 * paper and the ink keeps its contrast. The paper's brightness is the brightest pixel of each block
 * (blocks larger than a letter, so ink never sets it), smoothed; an average would count the ink
 * as shadow and wash the letters out.
 */
export async function flattenLight({ data, width, height }) {
  const block = Math.max(16, Math.round(Math.min(width, height) / 40));
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const small = Buffer.alloc(bw * bh);
  for (let by = 0; by < bh; by++)
    for (let bx = 0; bx < bw; bx++) {
      let max = 0;
      const y1 = Math.min(height, (by + 1) * block);
      const x1 = Math.min(width, (bx + 1) * block);
      for (let y = by * block; y < y1; y += 2)
        for (let x = bx * block; x < x1; x += 2) if (data[y * width + x] > max) max = data[y * width + x];
      small[by * bw + bx] = max;
    }
  const bg = await sharp(small, { raw: { width: bw, height: bh, channels: 1 } })
    .median(3)
    .resize({ width, height, kernel: 'cubic' })
    .blur(block / 4)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) out[i] = Math.min(255, Math.round((data[i] / Math.max(bg[i], 24)) * 255));
  return { data: out, width, height };
}

/** Otsu's threshold of an 8-bit image. */
export function otsu(data) {
  const hist = new Float64Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i]]++;
  const total = data.length;
  let sum = 0;
  for (let t = 0; t < 256; t++) sum += t * hist[t];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * The angle (degrees, clockwise positive as sharp rotates) that makes the text lines level: the
 * angle at which the dark pixels, projected onto rows, give the sharpest profile.
 */
export async function measureSkew({ data, width, height }) {
  const scale = Math.min(1, 900 / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const small =
    scale < 1
      ? await sharp(data, { raw: { width, height, channels: 1 } })
          .resize(w, h)
          .toColourspace('b-w')
          .raw()
          .toBuffer()
      : data;
  const t = otsu(small);
  const xs = [];
  const ys = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (small[y * w + x] < t) {
        xs.push(x - w / 2);
        ys.push(y);
      }
  if (xs.length < 50 || xs.length > w * h * 0.5) return 0;
  const rows = new Float64Array(h * 2 + 4);
  const score = (deg) => {
    const tan = Math.tan((deg * Math.PI) / 180);
    rows.fill(0);
    for (let k = 0; k < xs.length; k++) {
      const r = Math.round(ys[k] - xs[k] * tan + h / 2);
      if (r >= 0 && r < rows.length) rows[r]++;
    }
    let s = 0;
    for (let r = 1; r < rows.length; r++) s += (rows[r] - rows[r - 1]) ** 2;
    return s;
  };
  let best = 0;
  let bestScore = -1;
  for (let a = -MAX_SKEW; a <= MAX_SKEW; a += 0.5) {
    const s = score(a);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  const coarse = best;
  for (let a = coarse - 0.5; a <= coarse + 0.5; a += 0.05) {
    const s = score(a);
    if (s > bestScore) [best, bestScore] = [a, s];
  }
  return Math.round(best * 100) / 100;
}

/** Undoes a measured skew (rotates by -skew), filling the corners with white paper. */
export async function straighten(img, skew) {
  if (Math.abs(skew) < 0.1) return img;
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(-skew, { background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out =
    info.channels === 1
      ? data
      : (await greyRaw(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }))).data;
  return { data: out, width: info.width, height: info.height };
}
