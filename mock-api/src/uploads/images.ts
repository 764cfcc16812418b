// Uploaded pictures: every gallery photo and faculty picture
// is decoded and re-encoded with sharp before it is stored, which refuses pixel floods (a 50,000 x
// 50,000 PNG is a few KB on the wire and 10 GB once decoded), applies the camera's rotation and drops
// all metadata (EXIF with GPS position, camera serial, XMP, comments). Beside the stored original, the
// smaller AVIF and WebP copies of shared-types' IMAGE_DERIVATIVES are written, named so the pages can
// build `srcset` from the stored path alone; deleting a record deletes them with it.
import { imageDerivatives, type ImageDerivative } from '@gsvmc/shared-types';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { refusal } from '../errors';
import type { FileStore } from './fileStore';
import type { ImageKind } from './sniff';

/**
 * 50 megapixels: a phone's full-resolution photo (48 MP, 8000 x 6000) fits. A JPEG that large is
 * decoded shrunk on load (libvips), since it is stored at most MAX_STORED_EDGE on its longer side.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Longest side of the stored original, and so of the source of every derivative. */
export const MAX_STORED_EDGE = 2560;

// libvips keeps decoded images in a cache by default; uploads are one-off, so keep memory flat.
sharp.cache(false);

/**
 * Decodes and re-encodes an uploaded image in its own format, at most MAX_STORED_EDGE on its longer
 * side, rotated upright, without metadata. Throws a 413 for pixel floods and a 415 for files that
 * start like an image but cannot be decoded; `label` names the file in messages.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind, label: string, field = 'image'): Promise<Buffer> {
  // The header alone gives the size: refuse before decoding a single pixel.
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable(label, field);
  }
  if (!width || !height) throw unreadable(label, field);
  if (width * height > MAX_INPUT_PIXELS) {
    throw refusal(
      413,
      'IMAGE_TOO_MANY_PIXELS',
      `${label} is ${width} x ${height} pixels; images may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels ` +
        '(for example 8000 x 6000). Please upload a smaller image.',
      { field, width, height, limit: MAX_INPUT_PIXELS / 1_000_000 },
    );
  }
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: kind === 'gif', failOn: 'error' })
      .rotate()
      .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (withMetadata/keepExif), so nothing of the upload's survives.
    switch (kind) {
      case 'jpg':
        return await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      case 'png':
        return await pipeline.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return await pipeline.webp({ quality: 80 }).toBuffer();
      case 'gif':
        return await pipeline.gif().toBuffer();
    }
  } catch {
    throw unreadable(label, field);
  }
}

const unreadable = (label: string, field: string) =>
  refusal(
    415,
    'IMAGE_UNREADABLE',
    `${label} could not be read as an image. Please upload a JPEG, PNG, GIF or WebP picture.`,
    { field },
  );

async function encodeDerivative(source: Buffer, d: ImageDerivative): Promise<Buffer> {
  // Cropped as the pages show them (object-fit: cover, centred); small sources are enlarged so every
  // file has exactly the size its name promises.
  const resized = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).resize(d.width, d.height, {
    fit: 'cover',
    position: 'centre',
  });
  // AVIF at effort 2: about twice WebP's time and a quarter smaller; sharp's default effort 4 took
  // about 6x longer again for 6 % fewer bytes (figures in mock-api/README.md, "Pictures").
  return d.format === 'avif'
    ? resized.avif({ quality: 50, effort: 2 }).toBuffer()
    : resized.webp({ quality: 75 }).toBuffer();
}

/**
 * Writes every derivative of the image stored at `publicPath` (whose bytes are `source`) through the
 * upload store, so they land beside the original on disk or in the bucket. On failure the ones
 * already written are removed and the error is passed on.
 */
export async function writeDerivatives(store: FileStore, publicPath: string, source: Buffer): Promise<void> {
  try {
    for (const d of imageDerivatives(publicPath)) {
      await store.saveDerived(d.path, await encodeDerivative(source, d));
    }
  } catch (err) {
    await removeDerivatives(store, publicPath).catch(() => undefined);
    throw err;
  }
}

/** Removes every derivative of a stored image; missing ones are fine. */
export async function removeDerivatives(store: FileStore, publicPath: string | null | undefined): Promise<void> {
  await Promise.all(imageDerivatives(publicPath).map((d) => store.remove(d.path)));
}

/**
 * Removes a stored file and, when it is a picture, every derivative with it: what deleting a photo
 * or a member, or replacing or removing a picture, must do on either store.
 */
export async function removeStoredFile(store: FileStore, publicPath: string | null | undefined): Promise<void> {
  await store.remove(publicPath);
  await removeDerivatives(store, publicPath);
}

async function readStored(store: FileStore, publicPath: string): Promise<Buffer | null> {
  const file = await store.read(publicPath);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Makes the derivatives that are missing for every stored photo and faculty picture: the seeded ones,
 * and those uploaded before derivatives existed. Run at start-up (under the start-up lock, so of
 * several replicas one does it); returns how many images it did. Works on either store: what exists
 * is read from one listing per folder, not one request per file.
 */
export async function backfillDerivatives(ctx: Pick<AppContext, 'uploads' | 'photos' | 'faculty'>): Promise<number> {
  const store = ctx.uploads;
  const stored = [
    ...(await ctx.photos.list()).map((p) => p.imageUrl),
    ...(await ctx.faculty.list()).flatMap((f) => (f.facultyPicture ? [f.facultyPicture] : [])),
  ];
  const present = new Set<string>();
  for (const folder of ['photos', 'faculty'] as const) {
    for (const name of await store.list(folder)) present.add(`/uploads/${folder}/${name}`);
  }
  let done = 0;
  for (const publicPath of stored) {
    const derivatives = imageDerivatives(publicPath);
    if (derivatives.every((d) => present.has(d.path))) continue;
    const source = await readStored(store, publicPath);
    if (!source) continue; // The original is gone too; nothing to make copies of.
    await writeDerivatives(store, publicPath, source);
    done += 1;
  }
  return done;
}

/**
 * The routes' hook: re-encodes the upload, stores it through the upload store, writes the
 * derivatives, then runs `record`. If anything fails, every file written is removed again.
 */
export async function saveImageThen<T>(
  ctx: Pick<AppContext, 'uploads'>,
  folder: 'photos' | 'faculty',
  kind: ImageKind,
  upload: Buffer,
  label: string,
  record: (publicPath: string) => Promise<T>,
): Promise<T> {
  const bytes = await reencodeImage(upload, kind, label);
  return ctx.uploads.saveThen(folder, kind, bytes, async (publicPath) => {
    await writeDerivatives(ctx.uploads, publicPath, bytes);
    try {
      return await record(publicPath);
    } catch (err) {
      await removeDerivatives(ctx.uploads, publicPath).catch(() => undefined);
      throw err;
    }
  });
}
