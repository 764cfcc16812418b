// The admin's date fields are <input type="datetime-local">: wall-clock time in the browser's own
// time zone, with no zone in the value. The API wants ISO timestamps with a zone.
import { BENGALI_MONTHS, bengaliDigits, type Locale } from '@gsvmc/shared-kit';

// Three letters each: ICU's en-GB short form says "Sept", out of step with the others.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** ISO timestamp -> "YYYY-MM-DDTHH:mm" in this browser's time zone ('' for none or an invalid one). */
export function toLocalInput(iso: string | undefined | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "YYYY-MM-DDTHH:mm" in this browser's time zone -> ISO timestamp (UTC), or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "2026 Nov 21, 09:30" ("২১ নভেম্বর, ২০২৬, ০৯:৩০") in this browser's time zone, for the admin list. */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (locale === 'bn')
    return bengaliDigits(`${d.getDate()} ${BENGALI_MONTHS[d.getMonth()]}, ${d.getFullYear()}, ${time}`);
  return `${d.getFullYear()} ${MONTHS[d.getMonth()]} ${d.getDate()}, ${time}`;
}
