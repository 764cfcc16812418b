import { auditRecordLabel } from './auditChanges';
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
