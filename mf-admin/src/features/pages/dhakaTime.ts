// A moment as staff read it in the editor: the date and the time of day in Dhaka, the college's zone,
// whatever zone the computer is set to. Bengali in Bengali digits.
import { bengaliDigits, formatDate, type Locale } from '@gsvmc/shared-kit';

const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Dhaka',
});

export function dhakaTime(iso: string, locale: Locale): { date: string; time: string } {
  const time = TIME.format(new Date(iso));
  return { date: formatDate(iso, locale), time: locale === 'bn' ? bengaliDigits(time) : time };
}
