// Image derivatives: how the API names the smaller copies it
// makes of every gallery photo and faculty picture, so that the pages can build `srcset` from the
// stored path alone and SPEC.md §3's fields (imageUrl, facultyPicture) stay as they are.
//
// `/uploads/photos/<id>.jpg` (the re-encoded original) has `/uploads/photos/<id>.w640.webp` and
// `/uploads/photos/<id>.w640.avif` beside it, for every width below. Derivatives are cropped to the
// aspect ratio the pages show them at (object-fit: cover, centred), so their size is known exactly.

export type ImageFolder = 'photos' | 'faculty';
export type DerivativeFormat = 'avif' | 'webp';

export interface DerivativeSpec {
  /** Widths in CSS pixels x device pixel ratio that the grids need (1x to 2x of their cells). */
  widths: readonly number[];
  /** Width / height of every derivative. */
  aspect: readonly [number, number];
}

export const IMAGE_DERIVATIVES: Record<ImageFolder, DerivativeSpec> = {
  // Gallery tiles are 4:3, from about 300 px wide (one column on a phone) to 2x of a 4-column grid.
  photos: { widths: [320, 640, 960], aspect: [4, 3] },
  // Faculty cards and avatars are square, 64 to 240 px wide.
  faculty: { widths: [160, 320, 480], aspect: [1, 1] },
};

/** Best first: a browser takes the first `<source>` whose type it supports. */
export const DERIVATIVE_FORMATS: readonly DerivativeFormat[] = ['avif', 'webp'];

const STORED_IMAGE = /^\/uploads\/(photos|faculty)\/([0-9a-f-]{36})\.(jpg|png|gif|webp)$/;

export interface ImageDerivative {
  path: string;
  width: number;
  height: number;
  format: DerivativeFormat;
}

/** The derivatives of a stored image, or none when the path is not one the API stored. */
export function imageDerivatives(storedPath: string | null | undefined): ImageDerivative[] {
  const match = storedPath ? STORED_IMAGE.exec(storedPath) : null;
  if (!match) return [];
  const [, folder, id] = match as unknown as [string, ImageFolder, string];
  const { widths, aspect } = IMAGE_DERIVATIVES[folder];
  return DERIVATIVE_FORMATS.flatMap((format) =>
    widths.map((width) => ({
      path: `/uploads/${folder}/${id}.w${width}.${format}`,
      width,
      height: Math.round((width * aspect[1]) / aspect[0]),
      format,
    })),
  );
}
