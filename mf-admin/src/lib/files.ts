// Client-side file checks. The server checks the bytes too (ARCHITECTURE.md "Uploads"); these only
// spare the admin a doomed upload.
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from '@gsvmc/shared-types';
import { formatFileSize, translate, type Locale } from '@gsvmc/shared-kit';
import { commonMessages } from './messages';

/** Some systems give no MIME type for a PDF, so the extension counts when the type is unknown. */
export function isPdf(file: File): boolean {
  if (file.type === 'application/pdf') return true;
  const unknownType = file.type === '' || file.type === 'application/octet-stream';
  return unknownType && /\.pdf$/i.test(file.name);
}

export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** "Annual report.pdf" -> "Annual report": the default notice title. */
export function titleFromFileName(name: string): string {
  return name.replace(/\.pdf$/i, '').trim() || name;
}

/** The message for a file that is not a PDF (SPEC.md §8, also shown as a toast at upload). */
export const notAPdf = (locale: Locale) => translate(commonMessages, locale, 'notAPdf');

/** Why a file cannot be a notice's PDF (type or size), in the portal's language; undefined if it can. */
export function pdfFileError(file: File, locale: Locale = 'en'): string | undefined {
  if (!isPdf(file)) return notAPdf(locale);
  if (file.size > UPLOAD_LIMITS.pdfBytes)
    return translate(commonMessages, locale, 'pdfTooLarge', {
      size: formatFileSize(file.size),
      max: formatMegabytes(UPLOAD_LIMITS.pdfBytes),
    });
  return undefined;
}

/** Why an image is too large to send, for a faculty picture or a gallery photo; undefined if it is not. */
export function imageSizeError(file: File, noun: 'picture' | 'photo', locale: Locale = 'en'): string | undefined {
  if (file.size <= UPLOAD_LIMITS.imageBytes) return undefined;
  const max = formatMegabytes(UPLOAD_LIMITS.imageBytes);
  return translate(commonMessages, locale, noun === 'picture' ? 'pictureTooLarge' : 'photoTooLarge', { max });
}

/** Why an image cannot be uploaded (type or size), for a faculty picture or a gallery photo; undefined if it can. */
export function imageFileError(file: File, noun: 'picture' | 'photo', locale: Locale = 'en'): string | undefined {
  if (!isAcceptedImage(file))
    return translate(commonMessages, locale, noun === 'picture' ? 'pictureNotImage' : 'photoNotImage');
  return imageSizeError(file, noun, locale);
}

/**
 * A file a browser may be able to draw: its type says image, or it has none but a picture's name (a
 * phone's HEIC photo often comes without a type). Such a file is prepared (preparePhoto) and its size
 * checked as it will be sent; one the browser cannot read goes as it is and the server decides.
 */
export function mayBeImage(file: File): boolean {
  return (
    file.type.startsWith('image/') ||
    ((file.type === '' || file.type === 'application/octet-stream') &&
      /\.(jpe?g|png|webp|gif|heic|heif|avif|bmp|tiff?)$/i.test(file.name))
  );
}

/** Why a chosen file cannot be a photo before it is prepared (not an image); undefined if it may be. */
export function photoChoiceError(file: File, noun: 'picture' | 'photo', locale: Locale = 'en'): string | undefined {
  if (mayBeImage(file)) return undefined;
  return translate(commonMessages, locale, noun === 'picture' ? 'pictureNotImage' : 'photoNotImage');
}
