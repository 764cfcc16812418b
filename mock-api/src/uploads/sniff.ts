// Content types are decided by the file's first bytes, never by its name or the client's header.

export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp';
export type FileKind = ImageKind | 'pdf';

export const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

export function sniff(buf: Buffer): FileKind | null {
  // PDF: "%PDF-" may follow up to 1 KiB of junk according to readers; we insist on it at the start.
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61)
    return 'gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export function isImage(kind: FileKind | null): kind is ImageKind {
  return kind === 'jpg' || kind === 'png' || kind === 'gif' || kind === 'webp';
}

export type SpreadsheetKind = 'xlsx' | 'xls';

export function sniffSpreadsheet(buf: Buffer): SpreadsheetKind | null {
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx'; // a zip container (OOXML)
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls'; // OLE2 compound file (BIFF)
  return null;
}
