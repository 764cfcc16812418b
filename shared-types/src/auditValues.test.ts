import { auditChanges } from './auditChanges';
import { auditValueKind, auditValueWord, type AuditValueKind } from './auditValues';
import { describe, expect, it } from '@jest/globals';

/** Each change's field (in English) with the kind its values read as. */
const kinds = (entity: string, before: object, after: object) =>
  Object.fromEntries(auditChanges(entity, before, after).map((c) => [c.field, auditValueKind(c.parts)?.kind]));

const wordOf = (kind: AuditValueKind | undefined, value: string, language: 'en' | 'bn') =>
  kind?.kind === 'words' ? auditValueWord(kind.words, value, language) : undefined;

describe('auditValueKind', () => {
  it('knows years, counts, sizes and dates by their field, and leaves typed numbers as text', () => {
    expect(
      kinds(
        'alumni',
        { graduationYear: 2015, phone: '01711', alumniId: 'A-1' },
        { graduationYear: 2019, phone: '01712', alumniId: '2019' },
      ),
    ).toEqual({
      'Alumni record · Graduation year': 'year',
      'Alumni record · Phone': undefined,
      'Alumni record · Alumni ID': undefined,
    });
    expect(
      kinds(
        'notice',
        { pageCount: 1, fileSize: 1320, publishAt: '2026-11-26T13:11:23.930Z' },
        { pageCount: 2, fileSize: 2048, publishAt: '2026-11-27T04:00:00.000Z' },
      ),
    ).toEqual({ 'Notice · Pages': 'count', 'Notice · File size': 'bytes', 'Notice · Publish date': 'date' });
    expect(
      kinds(
        'faculty',
        { registrationNo: 'A1', qualifications: [{ degree: 'MBBS', year: '1989' }] },
        { registrationNo: '12345', qualifications: [{ degree: 'MBBS', year: '1990' }] },
      ),
    ).toEqual({
      'Faculty member · Registration no.': undefined,
      'Faculty member · Qualifications · Item 1 · Year': 'year',
    });
    expect(kinds('alumni-import', {}, { fileName: '2026.xlsx', added: 3 })).toEqual({
      'Alumni import · File name': undefined,
      'Alumni import · Added': 'count',
    });
  });

  it('words a notice’s category, text status and source, and a user’s role and language, in both languages', () => {
    const changes = auditChanges(
      'notice',
      { category: 'general', textStatus: 'pending', textSource: null },
      { category: 'academic', textStatus: 'done', textSource: 'pdf' },
    );
    const words = (language: 'en' | 'bn') => changes.map((c) => wordOf(auditValueKind(c.parts), c.after, language));
    expect(words('en')).toEqual(['Academic', 'Read', 'The PDF’s own text']);
    expect(words('bn')).toEqual(['একাডেমিক', 'পড়া হয়েছে', 'PDF-এর নিজস্ব লেখা']);

    const account = auditChanges('user', { role: 'editor', language: null }, { role: 'admin', language: 'bn' });
    expect(account.map((c) => c.field)).toEqual(['User · Role', 'User · Portal language']);
    expect(account.map((c) => wordOf(auditValueKind(c.parts), c.after, 'bn'))).toEqual(['প্রশাসক', 'বাংলা']);
    expect(account.map((c) => wordOf(auditValueKind(c.parts), c.after, 'en'))).toEqual(['Administrator', 'Bengali']);
  });

  it('does not take a typed field for a code word where another record uses the same key for one', () => {
    // A faculty member's past role and a journal publication's category are typed, not a Role or a NoticeCategory.
    expect(kinds('faculty', { workExperience: [{ role: 'editor' }] }, { workExperience: [{ role: 'admin' }] })).toEqual(
      { 'Faculty member · Work experience · Item 1 · Role': undefined },
    );
    expect(kinds('publication', { category: 'results' }, { category: 'general' })).toEqual({
      'Publication · Category': undefined,
    });
  });

  it('leaves a value the set does not have, and a key without a word, as they are', () => {
    const status = auditValueKind([{ word: 'notice' }, { word: 'textStatus' }]);
    expect(wordOf(status, 'queued', 'bn')).toBeUndefined();
    expect(wordOf(status, 'constructor', 'en')).toBeUndefined();
    expect(auditValueKind([{ word: 'alumni' }, { text: 'Graduation year' }])).toBeUndefined();
    expect(auditValueKind([{ word: 'graduationYear' }])).toBeUndefined();
  });
});
