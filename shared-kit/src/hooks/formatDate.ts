/** Short date of SPEC.md §2.4: year, short month, day, e.g. "2026 Nov 21". */
export function formatShortDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const month = d.toLocaleString('en-GB', { month: 'short', timeZone: 'Asia/Dhaka' });
  const day = d.toLocaleString('en-GB', { day: 'numeric', timeZone: 'Asia/Dhaka' });
  const year = d.toLocaleString('en-GB', { year: 'numeric', timeZone: 'Asia/Dhaka' });
  return `${year} ${month} ${day}`;
}
