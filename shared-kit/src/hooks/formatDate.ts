/**
 * Three-letter month names, fixed here rather than asked of Intl: ICU's en-GB "short" month for
 * September is "Sept", which sat beside "Aug" and "Oct" in the date badges (issue 13, defect 6).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Year, month number (0-11) and day of an instant in Bangladesh time, where the college is. */
function partsInDhaka(d: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).formatToParts(d);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month') - 1, day: get('day') };
}

/** The three-letter month of a date ("Sep"), in Bangladesh time. */
export function shortMonth(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return MONTHS[partsInDhaka(d).month] ?? '';
}

/** Short date of SPEC.md §2.4: year, short month, day, e.g. "2026 Nov 21". */
export function formatShortDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const { year, month, day } = partsInDhaka(d);
  return `${year} ${MONTHS[month] ?? ''} ${day}`;
}

/**
 * A file's size as a person reads it: "820 bytes", "20 KB", "1.4 MB". Rounding to tenths of a
 * megabyte printed "0 MB" for a 20 KB file (issue 13, defect 6).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
}
