import { formatFileSize, formatShortDate, shortMonth } from './formatDate';

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
