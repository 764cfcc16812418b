import { dhakaClock, formatCollegeDateTime, formatCollegeTime, fromCollegeInput, toCollegeInput } from './collegeTime';

describe('college time (Dhaka)', () => {
  it('writes an instant in Dhaka time, six hours after UTC, whatever the zone of this machine', () => {
    expect(formatCollegeDateTime('2026-11-27T14:11:00.000Z')).toBe('27 Nov 2026, 20:11');
    expect(formatCollegeDateTime('2026-11-27T14:11:00.000Z', 'bn')).toBe('২৭ নভেম্বর, ২০২৬, ২০:১১');
    expect(formatCollegeTime('2026-11-27T14:11:00.000Z')).toBe('20:11');
    expect(formatCollegeTime('2026-11-27T14:11:00.000Z', 'bn')).toBe('২০:১১');
  });

  it('moves to the next day in Dhaka when it is still the evening before in UTC', () => {
    expect(formatCollegeDateTime('2026-12-31T19:05:00.000Z')).toBe('1 Jan 2027, 01:05');
    expect(dhakaClock(new Date('2026-12-31T19:05:00.000Z'))).toEqual({
      year: 2027,
      month: 0,
      day: 1,
      hour: 1,
      minute: 5,
    });
  });

  it('agrees with the time zone database for Asia/Dhaka, 2009 summer time included', () => {
    const icu = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dhaka',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const iso of ['2009-08-01T12:00:00.000Z', '2010-03-01T00:30:00.000Z', '2026-06-15T23:59:00.000Z']) {
      expect(formatCollegeTime(iso)).toBe(icu.format(new Date(iso)));
    }
  });

  it('says so plainly when there is no time, and never invents one for a value it cannot read', () => {
    expect(formatCollegeDateTime(null)).toBe('—');
    expect(formatCollegeDateTime('not a date')).toBe('not a date');
    expect(formatCollegeTime(undefined)).toBe('');
  });

  it('reads and writes the date-time fields in Dhaka time, both ways', () => {
    expect(toCollegeInput('2030-01-15T03:30:00.000Z')).toBe('2030-01-15T09:30');
    expect(fromCollegeInput('2030-01-15T09:30')).toBe('2030-01-15T03:30:00.000Z');
    expect(fromCollegeInput('2030-01-01T02:00')).toBe('2029-12-31T20:00:00.000Z');
    expect(fromCollegeInput(toCollegeInput('2026-11-27T14:11:00.000Z'))).toBe('2026-11-27T14:11:00.000Z');
    expect(fromCollegeInput('')).toBeNull();
    expect(fromCollegeInput('2030-02-31T10:00')).toBeNull();
    expect(toCollegeInput(null)).toBe('');
  });
});
