import {
  BENGALI_MONTHS,
  bengaliDigits,
  formatDate,
  formatDay,
  formatMonth,
  formatNumber,
  latinDigits,
  pluralForm,
} from './format';

describe('Bengali numbers and dates', () => {
  it('writes digits both ways', () => {
    expect(bengaliDigits('2026-11')).toBe('২০২৬-১১');
    expect(latinDigits('২০২৬ সাল')).toBe('2026 সাল');
    expect(latinDigits(bengaliDigits('0123456789'))).toBe('0123456789');
  });

  it('groups numbers and uses the language digits', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'bn')).toBe('১২,৩৪৫');
    expect(formatNumber(12, 'bn')).toBe('১২');
  });

  it('writes a date as each language does, in Bangladesh time', () => {
    // 20:00 UTC on 21 Nov is 02:00 on 22 Nov in Dhaka.
    expect(formatDate('2026-11-21T20:00:00Z', 'bn')).toBe('২২ নভেম্বর, ২০২৬');
    expect(formatDate('2026-11-21T20:00:00Z', 'en')).toBe('2026 Nov 22');
    expect(formatMonth('2026-09-03T00:00:00Z', 'bn')).toBe('সেপ্টেম্বর');
    expect(formatMonth('2026-09-03T00:00:00Z', 'en')).toBe('Sep');
    expect(formatDay('2026-09-03T00:00:00Z', 'bn')).toBe('৩');
    expect(formatDate('not a date', 'bn')).toBe('');
  });

  it('names each month as Intl does for bn-BD', () => {
    const intl = new Intl.DateTimeFormat('bn-BD', { month: 'long', timeZone: 'UTC' });
    BENGALI_MONTHS.forEach((name, month) => {
      expect(intl.format(new Date(Date.UTC(2026, month, 15)))).toBe(name);
    });
  });

  it('writes the day and year as Intl does for bn-BD', () => {
    const intl = new Intl.DateTimeFormat('bn-BD', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dhaka',
    });
    expect(intl.format(new Date('2026-11-21T20:00:00Z'))).toBe(formatDate('2026-11-21T20:00:00Z', 'bn'));
  });

  it('picks plural forms by CLDR rules', () => {
    expect(pluralForm(1, 'en')).toBe('one');
    expect(pluralForm(2, 'en')).toBe('other');
    expect(pluralForm(0, 'bn')).toBe('one');
    expect(pluralForm(5, 'bn')).toBe('other');
  });
});
