// Times in the API's own sentences (a refusal, a history row) are said in Dhaka, the college's zone,
// as every time staff read in the portal.
const DHAKA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "15:11 (Dhaka time) on 2026-11-27". */
export function inDhaka(iso: string): string {
  const part = Object.fromEntries(DHAKA.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.hour}:${part.minute} (Dhaka time) on ${part.year}-${part.month}-${part.day}`;
}
