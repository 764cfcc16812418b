// Photos made small enough to send from a phone, for a notice's pages and the gallery alike: a phone's
// photo is 4000 px or more on its long side and 3-12 MB; at 2560 px a page's small print is still sharp
// for reading and a photo still fills a large screen, and the JPEG is a few hundred KB to about 1.5 MB,
// so it goes over a slow connection. Drawn through createImageBitmap, which turns the picture upright
// by its EXIF orientation as the camera wrote it, so what the server receives is what the clerk saw.

/** The longest side of a page sent to the server, in pixels. */
export const PAGE_MAX_SIDE = 2560;
/** JPEG quality of a scaled page: text edges stay clean, the file stays small. */
export const PAGE_JPEG_QUALITY = 0.88;

/** A photo the browser could not decode (not an image, or a format it cannot read, e.g. HEIC on Chrome). */
export class UnreadablePhotoError extends Error {
  constructor(name: string) {
    super(`${name} could not be read as a picture`);
    this.name = 'UnreadablePhotoError';
  }
}

/** The size a picture of `width` × `height` is drawn at so that its longest side is at most `max`. */
export function fitWithin(width: number, height: number, max: number = PAGE_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The picture encoded as `type` (a JPEG at PAGE_JPEG_QUALITY; a PNG keeps transparency). */
export function encodeCanvas(
  canvas: OffscreenCanvas | HTMLCanvasElement,
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<Blob> {
  const quality = type === 'image/jpeg' ? PAGE_JPEG_QUALITY : undefined;
  if ('convertToBlob' in canvas) return canvas.convertToBlob(quality === undefined ? { type } : { type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))),
      type,
      quality,
    ),
  );
}

/**
 * Decodes the photo, upright by its EXIF orientation as the camera wrote it. Rejects with
 * UnreadablePhotoError when the browser cannot decode it. The caller closes the bitmap.
 */
export async function decodePhoto(file: Blob & { name?: string }): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhotoError(file.name ?? 'The photo');
  }
}

/**
 * The bitmap drawn on a new canvas whose longest side is at most `maxSide`. With `paper`, white is laid
 * under it first (for a JPEG, which has no transparency); without, transparent parts stay transparent.
 */
export function drawScaled(bitmap: ImageBitmap, maxSide: number = PAGE_MAX_SIDE, paper = true) {
  const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) throw new Error('no 2D canvas in this browser');
  if (paper) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return { canvas, context, width, height };
}

/**
 * The photo as a JPEG whose longest side is at most `maxSide` (upright by its EXIF orientation).
 * Rejects with UnreadablePhotoError when the browser cannot decode it.
 */
export async function scalePhoto(file: Blob & { name?: string }, maxSide: number = PAGE_MAX_SIDE): Promise<Blob> {
  const bitmap = await decodePhoto(file);
  try {
    // White under a PNG's transparent parts: JPEG has no transparency, and paper is white.
    const { canvas } = drawScaled(bitmap, maxSide, true);
    return await encodeCanvas(canvas, 'image/jpeg');
  } finally {
    bitmap.close();
  }
}
