import { bengaliDigits, latinDigits } from './digits';
import { describe, expect, it } from '@jest/globals';

describe('Bengali and Latin digits', () => {
  it('turns Latin digits into Bengali ones and leaves the rest', () => {
    expect(bengaliDigits(2026)).toBe('২০২৬');
    expect(bengaliDigits('Room 12, 3rd floor')).toBe('Room ১২, ৩rd floor');
  });

  it('turns Bengali digits back into Latin ones', () => {
    expect(latinDigits('২০২৬-২৭ শিক্ষাবর্ষ')).toBe('2026-27 শিক্ষাবর্ষ');
  });

  it('round-trips every digit', () => {
    const all = '0123456789';
    expect(latinDigits(bengaliDigits(all))).toBe(all);
    expect(bengaliDigits(all)).toBe('০১২৩৪৫৬৭৮৯');
  });
});
