import { auditChanges, auditFieldName, auditRecordLabel } from './auditChanges';
import { describe, expect, it } from '@jest/globals';

describe('auditRecordLabel', () => {
  it('names a record by its first naming field, after the change or, for a delete, before it', () => {
    expect(auditRecordLabel(null, { title: 'Exam routine', email: 'x@y.z' })).toBe('Exam routine');
    expect(auditRecordLabel({ name: 'Dr. Rahim' }, null)).toBe('Dr. Rahim');
    expect(auditRecordLabel({ fullName: 'Old' }, { fullName: 'New' })).toBe('New');
    expect(auditRecordLabel({ fileName: 'alumni.xlsx' }, { count: 3 })).toBe('alumni.xlsx');
  });

  it('takes a two-language name in the reader’s language, English where the other is empty', () => {
    const page = { title: { en: 'Admission', bn: 'ভর্তি' } };
    expect(auditRecordLabel(null, page)).toBe('Admission');
    expect(auditRecordLabel(null, page, 'bn')).toBe('ভর্তি');
    expect(auditRecordLabel(null, { title: { en: 'Hostel', bn: ' ' } }, 'bn')).toBe('Hostel');
  });

  it('gives null when nothing names the record', () => {
    expect(auditRecordLabel(null, null)).toBeNull();
    expect(auditRecordLabel([1, 2], { title: '  ' })).toBeNull();
  });
});

describe('auditChanges of an alumni record', () => {
  it('names each field as the form does, in either language, and marks a yes-or-no field', () => {
    const before = { fullName: 'A', graduationYear: 2015, linkedInProfile: '', contactConsent: true };
    const after = { fullName: 'A', graduationYear: 2016, linkedInProfile: 'https://x.test', contactConsent: false };
    const changes = auditChanges('alumni', before, after);
    expect(changes.map((c) => c.field)).toEqual([
      'Alumni record · Graduation year',
      'Alumni record · LinkedIn profile',
      'Alumni record · Contact consent',
    ]);
    expect(changes.map((c) => auditFieldName(c.parts, 'bn'))).toEqual([
      'অ্যালামনাই রেকর্ড · পাসের বছর',
      'অ্যালামনাই রেকর্ড · লিংকডইন প্রোফাইল',
      'অ্যালামনাই রেকর্ড · যোগাযোগের সম্মতি',
    ]);
    expect(changes.map((c) => c.yesNo ?? false)).toEqual([false, false, true]);
    expect(changes[2]).toMatchObject({ before: 'true', after: 'false' });
  });

  it('marks a yes-or-no field that was added, and not a text that reads "true"', () => {
    expect(auditChanges('alumni', { fullName: 'A' }, { fullName: 'A', contactConsent: true })[0]?.yesNo).toBe(true);
    expect(auditChanges('alumni', { location: 'true' }, { location: 'false' })[0]?.yesNo).toBeUndefined();
  });

  it('names the fields of faculty, notices, photos and import batches in Bengali too', () => {
    const named = (entity: string, before: object, after: object) =>
      auditChanges(entity, before, after).map((c) => auditFieldName(c.parts, 'bn'));
    expect(
      named('faculty', { registrationNo: 'A1', dateOfBirth: '' }, { registrationNo: 'A2', dateOfBirth: '1980-01-01' }),
    ).toEqual(['শিক্ষক · রেজিস্ট্রেশন নম্বর', 'শিক্ষক · জন্মতারিখ']);
    expect(
      named('notice', { pdfUrl: '/a.pdf', textStatus: 'pending' }, { pdfUrl: '/b.pdf', textStatus: 'done' }),
    ).toEqual(['নোটিশ · পিডিএফ ফাইল', 'নোটিশ · লেখা পড়ার অবস্থা']);
    expect(named('alumni-import', {}, { fileName: 'a.xlsx', added: 3 })).toEqual([
      'অ্যালামনাই আমদানি · ফাইলের নাম',
      'অ্যালামনাই আমদানি · যোগ হয়েছে',
    ]);
  });

  it('shows a word this code does not know as its key made readable, in both languages', () => {
    const parts = [{ word: 'bloodGroup' }] as unknown as Parameters<typeof auditFieldName>[0];
    expect(auditFieldName(parts, 'en')).toBe('Blood group');
    expect(auditFieldName(parts, 'bn')).toBe('Blood group');
  });
});
