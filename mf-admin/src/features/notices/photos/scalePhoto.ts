// Photos of a notice's pages, made small enough to send from a phone: a phone's photo is 4000 px or
// more on its long side and 3-12 MB; at 2560 px a page's small print is still sharp for reading, and the
// JPEG is a few hundred KB to about 1.5 MB, so a notice of several pages goes over a slow connection.
// Drawn through createImageBitmap, which turns the picture upright by its EXIF orientation as the
// camera wrote it, so the page the server receives is the page the clerk saw in the thumbnail.

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

function toJpeg(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality: PAGE_JPEG_QUALITY });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the page could not be encoded'))),
      'image/jpeg',
      PAGE_JPEG_QUALITY,
    ),
  );
}

/**
 * The photo as a JPEG whose longest side is at most `maxSide` (upright by its EXIF orientation).
 * Rejects with UnreadablePhotoError when the browser cannot decode it.
 */
export async function scalePhoto(file: Blob & { name?: string }, maxSide: number = PAGE_MAX_SIDE): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadablePhotoError(file.name ?? 'The photo');
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error('no 2D canvas in this browser');
    // White under a PNG's transparent parts: JPEG has no transparency, and paper is white.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await toJpeg(canvas);
  } finally {
    bitmap.close();
  }
}
