// Looks at a zip's central directory before anything inflates it, so a zip bomb is refused for
// the sizes it declares. (A file that lies about its sizes still meets the worker's heap limit.)

export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  maxRatio: number;
}

export const XLSX_ZIP_LIMITS: ZipLimits = { maxEntries: 500, maxTotalUncompressed: 100 * 1024 * 1024, maxRatio: 200 };

/** Returns a reason to refuse the file, or null when it looks like a sane zip. */
export function checkZip(buf: Buffer, limits: ZipLimits = XLSX_ZIP_LIMITS): string | null {
  const EOCD = 0x06054b50;
  const CDH = 0x02014b50;
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i -= 1) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'The file is not a valid .xlsx workbook';
  const entries = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return 'ZIP64 workbooks are not accepted';
  if (entries > limits.maxEntries) return 'The workbook has too many parts';
  if (cdOffset + cdSize > eocd) return 'The file is not a valid .xlsx workbook';
  let total = 0;
  let p = cdOffset;
  for (let i = 0; i < entries; i += 1) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CDH) return 'The file is not a valid .xlsx workbook';
    const compressed = buf.readUInt32LE(p + 20);
    const uncompressed = buf.readUInt32LE(p + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return 'ZIP64 workbooks are not accepted';
    total += uncompressed;
    if (total > limits.maxTotalUncompressed) return 'The workbook expands to too much data';
    if (uncompressed > 1024 * 1024 && uncompressed / Math.max(compressed, 1) > limits.maxRatio)
      return 'The workbook is compressed suspiciously well';
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return null;
}
