// Times as staff read them in lists: day, month, year and time, in Dhaka (the college's zone). Bengali
// reads as the public pages write dates ("২২ নভেম্বর, ২০২৬") with the time in Bengali digits.
import { bengaliDigits, formatDate, type Locale } from '@gsvmc/shared-kit';

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Dhaka',
});

export function formatDateTime(iso: string | null | undefined, locale: Locale = 'en'): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  if (locale === 'en') return FORMAT.format(d);
  return `${formatDate(iso, 'bn')}, ${bengaliDigits(TIME.format(d))}`;
}
