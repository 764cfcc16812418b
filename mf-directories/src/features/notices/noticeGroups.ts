import { NOTICE_NEW_MS, type Notice } from '@gsvmc/shared-types';
import { BENGALI_MONTHS, bengaliDigits, partsInDhaka, type Locale } from '@gsvmc/shared-kit';

export interface NoticeGroup {
  /** 'pinned', 'undated' or the month as YYYY-MM. */
  key: string;
  /** The month in the page's language ("November 2026", "নভেম্বর ২০২৬"); '' for pinned and undated, which the page names. */
  heading: string;
  notices: Notice[];
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
// The college's months: a notice published at 00:30 on the 1st in Dhaka belongs to that month, not
// to the month before, as it would in UTC. (Not Intl's time zones: see partsInDhaka.)
const monthKey = (date: Date) => {
  const { year, month } = partsInDhaka(date);
  return `${year}-${String(month + 1).padStart(2, '0')}`;
};
const monthName = (date: Date, locale: Locale) => {
  const { year, month } = partsInDhaka(date);
  return locale === 'bn' ? `${BENGALI_MONTHS[month]} ${bengaliDigits(year)}` : `${MONTH_NAMES[month]} ${year}`;
};

/**
 * Pinned notices in one group on top, then the rest by month of their publish date, in the order
 * given (the server's: pinned first, then newest). Consecutive notices of one month share a group.
 */
export function groupByMonth(notices: readonly Notice[], locale: Locale = 'en'): NoticeGroup[] {
  const groups: NoticeGroup[] = [];
  const pinned = notices.filter((n) => n.pinned);
  if (pinned.length) groups.push({ key: 'pinned', heading: '', notices: pinned });
  for (const notice of notices) {
    if (notice.pinned) continue;
    const date = new Date(notice.date);
    const valid = !Number.isNaN(date.getTime());
    const key = valid ? monthKey(date) : 'undated';
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.notices.push(notice);
    else groups.push({ key, heading: valid ? monthName(date, locale) : '', notices: [notice] });
  }
  return groups;
}

/** Published within the last week (the board's "New" mark). */
export function isNew(notice: Pick<Notice, 'date'>, now: number = Date.now()): boolean {
  const t = Date.parse(notice.date);
  return !Number.isNaN(t) && t <= now && now - t < NOTICE_NEW_MS;
}
