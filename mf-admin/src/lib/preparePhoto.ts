// A gallery photo (or a faculty picture) made ready to send: a phone's photo is 4000-8000 px and
// 3-15 MB, more than the gallery ever shows (the server keeps at most 2560 px) and slow to send over a
// phone's connection, so the browser scales it first. What is already small goes as it is, untouched:
// a small file within 2560 px, a picture with transparency that needs no scaling (a JPEG would lay it
// on white), and a GIF (drawing it would keep only its first frame). A picture this browser cannot
// read (HEIC on Chrome, or not a picture at all) also goes as it is: the server decides, and says why.
import { decodePhoto, drawScaled, encodeCanvas, PAGE_MAX_SIDE, UnreadablePhotoError } from './scalePhoto';

/** Up to this size a photo within PAGE_MAX_SIDE is sent as it is (about what a 2560 px JPEG weighs). */
export const SEND_AS_IS_BYTES = 2 * 1024 * 1024;

/** Types that may carry transparency, which a JPEG would lose. */
const MAY_BE_TRANSPARENT = new Set(['image/png', 'image/webp']);

export interface PreparedPhoto {
  /** What to send: the chosen file itself, or the scaled picture. */
  file: File;
  /** Why it is what it is: scaled by the browser, small enough already, or left to the server. */
  how: 'scaled' | 'asIs' | 'unreadable';
}

/** Whether any pixel of the drawn picture is not fully opaque. */
function hasTransparency(
  context: { getImageData(x: number, y: number, w: number, h: number): ImageData },
  width: number,
  height: number,
) {
  const { data } = context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! < 255) return true;
  return false;
}

/** "IMG_2041.HEIC" -> "IMG_2041.jpg": the name says what the bytes now are. */
export function renamed(name: string, extension: 'jpg' | 'png'): string {
  const stem = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${stem}.${extension}`;
}

/**
 * The photo to send for `file`: scaled to at most `maxSide` px on its long side (a JPEG, or a PNG when
 * it has transparency) when it is larger than that or heavier than SEND_AS_IS_BYTES; otherwise, or when
 * scaling would not make it smaller, the file as chosen.
 */
export async function preparePhoto(file: File, maxSide: number = PAGE_MAX_SIDE): Promise<PreparedPhoto> {
  if (file.type === 'image/gif') return { file, how: 'asIs' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await decodePhoto(file);
  } catch (error) {
    if (error instanceof UnreadablePhotoError) return { file, how: 'unreadable' };
    throw error;
  }
  try {
    const big = Math.max(bitmap.width, bitmap.height) > maxSide;
    if (!big && file.size <= SEND_AS_IS_BYTES) return { file, how: 'asIs' };
    const { canvas, context, width, height } = drawScaled(bitmap, maxSide, false);
    const transparent = MAY_BE_TRANSPARENT.has(file.type) && hasTransparency(context, width, height);
    if (transparent && !big) return { file, how: 'asIs' };
    const type = transparent ? 'image/png' : 'image/jpeg';
    const blob = await encodeCanvas(canvas, type);
    // A photo already within the size, well compressed: re-encoding it gains nothing.
    if (!big && blob.size >= file.size) return { file, how: 'asIs' };
    return {
      file: new File([blob], renamed(file.name, transparent ? 'png' : 'jpg'), { type }),
      how: 'scaled',
    };
  } finally {
    bitmap.close();
  }
}
