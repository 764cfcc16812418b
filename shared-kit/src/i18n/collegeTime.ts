// Times as staff read them: always in Dhaka, where the college is, whatever the zone of the computer
// or phone in hand, so a notice scheduled for 10:00 goes live at 10:00 on the campus clock. One
// formatter for every screen of the portal; each screen names the zone once (`collegeZoneNote`).
import { bengaliDigits } from '@gsvmc/shared-types';
// The kit's core by its shared name: this entry is bundled into the admin portal, not into the kit.
import { BENGALI_MONTHS, formatDate, type Locale } from '@gsvmc/shared-kit';

/** The college's time zone (IANA name). */
export const COLLEGE_TIME_ZONE = 'Asia/Dhaka';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const HOUR_MS = 3_600_000;
// Bangladesh kept daylight saving time once, from 19 June 2009 23:00 to 31 December 2009 24:00 (UTC+7).
const DST_2009_FROM = Date.UTC(2009, 5, 19, 17);
const DST_2009_TO = Date.UTC(2009, 11, 31, 17);
const offsetHours = (utcMs: number) => (utcMs >= DST_2009_FROM && utcMs < DST_2009_TO ? 7 : 6);
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in Dhaka at an instant: year, month (0-11), day, hour, minute. */
export function dhakaClock(d: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const local = new Date(d.getTime() + offsetHours(d.getTime()) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

const parse = (iso: string | null | undefined): Date | undefined => {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** "20:11" ("২০:১১"), Dhaka time, 24-hour. '' for no time or one that cannot be read. */
export function formatCollegeTime(iso: string | null | undefined, locale: Locale = 'en'): string {
  const d = parse(iso);
  if (!d) return '';
  const { hour, minute } = dhakaClock(d);
  const time = `${pad(hour)}:${pad(minute)}`;
  return locale === 'bn' ? bengaliDigits(time) : time;
}

/**
 * Date and time in Dhaka as the portal writes them: "27 Nov 2026, 20:11" or "২৭ নভেম্বর, ২০২৬, ২০:১১".
 * '—' for no time; the input itself for one that cannot be read (never a wrong date).
 */
export function formatCollegeDateTime(iso: string | null | undefined, locale: Locale = 'en'): string {
  if (!iso) return '—';
  const d = parse(iso);
  if (!d) return iso;
  const { year, month, day } = dhakaClock(d);
  const time = formatCollegeTime(iso, locale);
  if (locale === 'bn') return `${bengaliDigits(day)} ${BENGALI_MONTHS[month]}, ${bengaliDigits(year)}, ${time}`;
  return `${day} ${MONTHS[month]} ${year}, ${time}`;
}

/** The date and the time of day in Dhaka apart, for a sentence that places them ("on {date} at {time}"). */
export function collegeDateAndTime(iso: string, locale: Locale = 'en'): { date: string; time: string } {
  return { date: formatDate(iso, locale), time: formatCollegeTime(iso, locale) };
}

/** An instant as the value of `<input type="datetime-local">` in Dhaka time ("2026-11-27T20:11"); '' for none. */
export function toCollegeInput(iso: string | null | undefined): string {
  const d = parse(iso);
  if (!d) return '';
  const { year, month, day, hour, minute } = dhakaClock(d);
  return `${year}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** A `datetime-local` value read as Dhaka time -> ISO timestamp (UTC); null when empty or invalid. */
export function fromCollegeInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // The offset of the wall time itself; the one hour that 2009's change skipped or doubled is rare enough.
  const utc = wall - offsetHours(wall - 6 * HOUR_MS) * HOUR_MS;
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc).toISOString();
}
