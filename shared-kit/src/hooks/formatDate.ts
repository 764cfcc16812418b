/**
 * Three-letter month names, fixed here rather than asked of Intl: ICU's en-GB "short" month for
 * September is "Sept", which sat beside "Aug" and "Oct" in the date badges.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const HOUR_MS = 3_600_000;
// Bangladesh kept daylight saving time once, from 19 June 2009 23:00 to 31 December 2009 24:00 (UTC+7).
const DST_2009_FROM = Date.UTC(2009, 5, 19, 17);
const DST_2009_TO = Date.UTC(2009, 11, 31, 17);

/**
 * Year, month number (0-11) and day of an instant in Bangladesh time, where the college is: UTC+6
 * (UTC+7 in the second half of 2009). Worked out here rather than with Intl's time zones: the first
 * `Intl.DateTimeFormat` with a `timeZone` loads the time zone data, about 15 ms of a phone's main
 * thread while the page starts, and a new one per date cost as much again in long lists.
 */
export function partsInDhaka(d: Date): { year: number; month: number; day: number } {
  const t = d.getTime();
  const local = new Date(t + (t >= DST_2009_FROM && t < DST_2009_TO ? 7 : 6) * HOUR_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** The three-letter month of a date, in Bangladesh time. */
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
 * megabyte printed "0 MB" for a 20 KB file.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
}
