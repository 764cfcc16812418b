// Small files the server accepts or refuses by their first bytes (and, for images, by decoding them).
import { avatarPng } from '../src/seed/images';
import { makePdf } from '../src/seed/pdf';

export const PNG_BYTES = avatarPng(7);
export const PDF_BYTES = makePdf('Test notice', ['Body text.']);
// Real 8 x 8 pictures (made with sharp): uploads are decoded and re-encoded, so magic bytes alone
// are refused as unreadable (uploads/images.ts).
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdgFEv/9k=',
  'base64',
);
export const GIF_BYTES = Buffer.from('R0lGODlhCAAIAIAAAExpcQtuTyH5BAUAAAAALAAAAAAIAAgAAAIHjI+py+1dAAA7', 'base64');
export const WEBP_BYTES = Buffer.from(
  'UklGRjAAAABXRUJQVlA4ICQAAABQAQCdASoIAAgAAUAmJaAABDOAAP7y6v//+fmf/Hv/7P6wAAA=',
  'base64',
);
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
