import { formatShortDate } from './formatDate';

describe('formatShortDate', () => {
  it('gives year, short month and day in Dhaka time', () => {
    expect(formatShortDate('2026-11-20T20:00:00.000Z')).toBe('2026 Nov 21');
  });
  it('gives an empty string for a date it cannot read', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
});
