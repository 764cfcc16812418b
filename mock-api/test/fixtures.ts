// Small files identified by their first bytes, as the server sniffs them.
import { avatarPng } from '../src/seed/images';
import { makePdf } from '../src/seed/pdf';

export const PNG_BYTES = avatarPng(7);
export const PDF_BYTES = makePdf('Test notice', ['Body text.']);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
export const GIF_BYTES = Buffer.concat([
  Buffer.from('GIF89a', 'latin1'),
  Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
  Buffer.alloc(20),
  Buffer.from([0x3b]),
]);
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 ', 'latin1'),
  Buffer.alloc(18),
]);
export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);
export const HTML_BYTES = Buffer.from('<!doctype html><script>alert(1)</script>');
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(100)]);

/** A buffer of `bytes` bytes that starts like the given file. */
export function padded(head: Buffer, bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  head.copy(out);
  return out;
}
