import type { AuditChange, AuditFieldPart } from '@gsvmc/shared-types';
import { auditValueText } from './auditValue';

const yesNo = { yes: 'Yes', no: 'No' };
const change = (...parts: AuditFieldPart[]): AuditChange => ({ field: '', parts, before: '', after: '' });
const read = (c: AuditChange, value: string, language: 'en' | 'bn') => auditValueText(c, value, language, yesNo);

describe('auditValueText', () => {
  it('writes years and counts in the language’s digits, sizes as sizes', () => {
    const year = change({ word: 'alumni' }, { word: 'graduationYear' });
    expect(read(year, '2019', 'bn')).toBe('২০১৯');
    expect(read(year, '2019', 'en')).toBe('2019');
    const added = change({ word: 'alumni-import' }, { word: 'added' });
    expect(read(added, '1250', 'bn')).toBe('১,২৫০');
    expect(read(added, '1250', 'en')).toBe('1,250');
    const size = change({ word: 'notice' }, { word: 'fileSize' });
    expect(read(size, '1320', 'en')).toBe('1 KB');
    expect(read(size, '1320', 'bn')).toBe('১ KB');
    expect(read(size, '820', 'bn')).toBe('৮২০ বাইট');
  });

  it('writes an instant in Dhaka time and a day as a day', () => {
    const publishAt = change({ word: 'notice' }, { word: 'publishAt' });
    // 13:11 UTC is 19:11 in Dhaka.
    expect(read(publishAt, '2026-11-26T13:11:23.930Z', 'en')).toBe('26 Nov 2026, 19:11');
    expect(read(publishAt, '2026-11-26T13:11:23.930Z', 'bn')).toBe('২৬ নভেম্বর, ২০২৬, ১৯:১১');
    const born = change({ word: 'faculty' }, { word: 'dateOfBirth' });
    expect(read(born, '1965-02-25', 'en')).toBe('1965 Feb 25');
    expect(read(born, '1965-02-25', 'bn')).toBe('২৫ ফেব্রুয়ারি, ১৯৬৫');
  });

  it('words code words in either language', () => {
    const category = change({ word: 'notice' }, { word: 'category' });
    expect(read(category, 'academic', 'en')).toBe('Academic');
    expect(read(category, 'academic', 'bn')).toBe('একাডেমিক');
    const role = change({ word: 'user' }, { word: 'role' });
    expect(read(role, 'editor', 'bn')).toBe('সম্পাদক');
    expect(read(role, 'user', 'en')).toBe('Registered user');
  });

  it('keeps typed text, and a value its field’s kind does not fit, as it is', () => {
    expect(read(change({ word: 'alumni' }, { word: 'phone' }), '+880 1999-654321', 'bn')).toBe('+880 1999-654321');
    expect(read(change({ word: 'faculty' }, { word: 'registrationNo' }), '12345', 'bn')).toBe('12345');
    expect(
      read(
        change({ word: 'faculty' }, { word: 'workExperience' }, { word: 'item', n: 1 }, { word: 'role' }),
        'admin',
        'bn',
      ),
    ).toBe('admin');
    expect(
      read(
        change({ word: 'faculty' }, { word: 'qualifications' }, { word: 'item', n: 1 }, { word: 'year' }),
        '1989-90',
        'bn',
      ),
    ).toBe('1989-90');
    expect(read(change({ word: 'notice' }, { word: 'publishAt' }), 'soon', 'bn')).toBe('soon');
    expect(read(change({ word: 'notice' }, { word: 'category' }), 'sports', 'bn')).toBe('sports');
    expect(read(change({ word: 'notice' }, { word: 'category' }), '', 'bn')).toBe('');
  });

  it('words a yes-or-no field with the catalog’s words', () => {
    const consent = { ...change({ word: 'alumni' }, { word: 'contactConsent' }), yesNo: true as const };
    expect(read(consent, 'true', 'en')).toBe('Yes');
    expect(read(consent, 'false', 'en')).toBe('No');
  });
});
