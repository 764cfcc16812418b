import { formatFileSize, formatShortDate, partsInDhaka, shortMonth } from './formatDate';

describe('formatShortDate', () => {
  it('gives year, short month and day in Dhaka time', () => {
    expect(formatShortDate('2026-11-20T20:00:00.000Z')).toBe('2026 Nov 21');
  });
  it('gives an empty string for a date it cannot read', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
  it('writes every month in three letters, September too (not "Sept")', () => {
    const months = Array.from({ length: 12 }, (_, m) => shortMonth(new Date(Date.UTC(2026, m, 15, 6)).toISOString()));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(formatShortDate('2026-09-14T06:00:00.000Z')).toBe('2026 Sep 14');
  });
});

describe('formatFileSize', () => {
  it('never rounds a small file down to "0 MB"', () => {
    expect(formatFileSize(20 * 1024)).toBe('20 KB');
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
  });
  it('gives megabytes with one decimal below 10 MB, whole ones above', () => {
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(12.6 * 1024 * 1024)).toBe('13 MB');
  });
});

describe('partsInDhaka', () => {
  // Intl's own Asia/Dhaka, which the arithmetic replaces on the page's start-up path.
  const intl = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'Asia/Dhaka',
  });
  const viaIntl = (d: Date) => {
    const parts = intl.formatToParts(d);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return { year: get('year'), month: get('month') - 1, day: get('day') };
  };

  it("agrees with Intl's Asia/Dhaka every 53 minutes from 2008 to 2031, across midnights and 2009's summer time", () => {
    const step = 53 * 60_000;
    const mismatches: string[] = [];
    for (let t = Date.UTC(2008, 0, 1); t < Date.UTC(2031, 0, 1); t += step) {
      const d = new Date(t);
      if (JSON.stringify(partsInDhaka(d)) !== JSON.stringify(viaIntl(d))) mismatches.push(d.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('puts the edges of 2009 summer time on the right day', () => {
    for (const iso of [
      '2009-06-19T16:59:59Z',
      '2009-06-19T17:00:00Z',
      '2009-12-31T16:59:59Z',
      '2009-12-31T17:00:00Z',
    ]) {
      expect(partsInDhaka(new Date(iso))).toEqual(viaIntl(new Date(iso)));
    }
  });
});
