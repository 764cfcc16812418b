// Uploaded pictures (issue 10, "Images that fit the screen"): every gallery photo and faculty picture
// is decoded and re-encoded with sharp before it is stored, which refuses pixel floods (a 50,000 x
// 50,000 PNG is a few KB on the wire and 10 GB once decoded), applies the camera's rotation and drops
// all metadata (EXIF with GPS position, camera serial, XMP, comments). Beside the stored original, the
// smaller AVIF and WebP copies of shared-types' IMAGE_DERIVATIVES are written, named so the pages can
// build `srcset` from the stored path alone; deleting a record deletes them with it.
import { imageDerivatives, type ImageDerivative } from '@gsvmc/shared-types';
import { randomUUID } from 'node:crypto';
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { tooLarge, unsupportedType } from '../errors';
import type { ImageKind } from './sniff';

/** 40 megapixels: more than any phone camera's photo (e.g. 8000 x 5000); decoding it takes ~160 MB. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest side of the stored original: the lightbox's full-screen view on a 2x screen. */
export const MAX_STORED_EDGE = 2048;

// libvips keeps decoded images in a cache by default; uploads are one-off, so keep memory flat.
sharp.cache(false);

/**
 * Decodes and re-encodes an uploaded image in its own format, at most MAX_STORED_EDGE on its longer
 * side, rotated upright, without metadata. Throws a 413 for pixel floods and a 415 for files that
 * start like an image but cannot be decoded; `label` names the file in messages ("The photo").
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind, label: string): Promise<Buffer> {
  // The header alone gives the size: refuse before decoding a single pixel.
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable(label);
  }
  if (!width || !height) throw unreadable(label);
  if (width * height > MAX_INPUT_PIXELS) {
    throw tooLarge(
      `${label} is ${width} x ${height} pixels; images may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels ` +
        '(for example 8000 x 5000). Please upload a smaller image.',
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
    throw unreadable(label);
  }
}

const unreadable = (label: string) =>
  unsupportedType(`${label} could not be read as an image. Please upload a JPEG, PNG, GIF or WebP picture.`);

const fileOf = (uploadsRoot: string, publicPath: string) =>
  path.join(uploadsRoot, publicPath.slice('/uploads/'.length));

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

/** Written to a temporary name first, so a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const tmp = `${file}.${randomUUID()}.tmp`;
  await writeFile(tmp, bytes, { flag: 'wx' });
  try {
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}

/**
 * Writes every derivative of the image stored at `publicPath` (whose bytes are `source`). On failure
 * the ones already written are removed and the error is passed on.
 */
export async function writeDerivatives(uploadsRoot: string, publicPath: string, source: Buffer): Promise<void> {
  try {
    for (const d of imageDerivatives(publicPath)) {
      await writeAtomically(fileOf(uploadsRoot, d.path), await encodeDerivative(source, d));
    }
  } catch (err) {
    await removeDerivatives(uploadsRoot, publicPath);
    throw err;
  }
}

/** Removes every derivative of a stored image; missing ones are fine. */
export async function removeDerivatives(uploadsRoot: string, publicPath: string | null | undefined): Promise<void> {
  await Promise.all(
    imageDerivatives(publicPath).map((d) =>
      unlink(fileOf(uploadsRoot, d.path)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      }),
    ),
  );
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Makes the derivatives that are missing for every stored photo and faculty picture: the seeded ones,
 * and those uploaded before derivatives existed. Run at start-up; returns how many images it did.
 */
export async function backfillDerivatives(ctx: Pick<AppContext, 'uploads' | 'photos' | 'faculty'>): Promise<number> {
  const root = ctx.uploads.root;
  const stored = [
    ...(await ctx.photos.list()).map((p) => p.imageUrl),
    ...(await ctx.faculty.list()).flatMap((f) => (f.facultyPicture ? [f.facultyPicture] : [])),
  ];
  let done = 0;
  for (const publicPath of stored) {
    const derivatives = imageDerivatives(publicPath);
    if (derivatives.length === 0) continue;
    const missing = await Promise.all(derivatives.map((d) => exists(fileOf(root, d.path)).then((ok) => !ok)));
    if (!missing.some(Boolean)) continue;
    const source = await readFile(fileOf(root, publicPath)).catch(() => null);
    if (!source) continue; // The original is gone too; nothing to make copies of.
    await writeDerivatives(root, publicPath, source);
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
    await writeDerivatives(ctx.uploads.root, publicPath, bytes);
    try {
      return await record(publicPath);
    } catch (err) {
      await removeDerivatives(ctx.uploads.root, publicPath).catch(() => undefined);
      throw err;
    }
  });
}
