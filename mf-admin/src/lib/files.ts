// Client-side file checks. The server checks the bytes too (ARCHITECTURE.md "Uploads"); these only
// spare the admin a doomed upload.
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from '@gsvmc/shared-types';
import { formatFileSize } from '@gsvmc/shared-kit';

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
export const NOT_A_PDF = 'Only PDF files are allowed!';

/** Why a file cannot be a notice's PDF (type or size); undefined if it can. */
export function pdfFileError(file: File): string | undefined {
  if (!isPdf(file)) return NOT_A_PDF;
  if (file.size > UPLOAD_LIMITS.pdfBytes)
    return `This PDF is ${formatFileSize(file.size)}; the largest allowed is ${formatMegabytes(UPLOAD_LIMITS.pdfBytes)}.`;
  return undefined;
}

/** Why an image cannot be uploaded (type or size), in words for `noun` ("Picture", "Photo"); undefined if it can. */
export function imageFileError(file: File, noun: string): string | undefined {
  if (!isAcceptedImage(file)) return `${noun} must be an image (JPEG, PNG, GIF or WebP)`;
  if (file.size > UPLOAD_LIMITS.imageBytes)
    return `${noun} must be ${formatMegabytes(UPLOAD_LIMITS.imageBytes)} or smaller`;
  return undefined;
}
