import type { ApiError } from '@gsvmc/shared-types';
import { errorText, fieldLabel, wordApiError, wordRowError } from './wordRefusal';

const refusal = (code: string, values?: object, message = 'The English sentence'): ApiError =>
  ({ message, code, values }) as ApiError;
/** No Latin letters but those of names the sentence must keep (file kinds, MB, URLs' schemes). */
const bengaliOnly = (text: string) => text.replace(/PDF|JPEG|PNG|GIF|WebP|MB|https|Excel|xlsx|xls/g, '');

describe('refusals worded in the portal’s language', () => {
  it.each([
    [
      refusal('IMPORT_ROW_INVALID', { row: 8, field: 'fullName', rule: 'required' }),
      'Row 8: Full Name is required.',
      'সারি ৮: পূর্ণ নাম দিতে হবে।',
    ],
    [
      refusal('FILE_TOO_LARGE', { field: 'photo', limit: 20 * 1024 * 1024 }),
      'The photo is larger than 20 MB. Please choose a smaller file.',
      'ছবিটি ২০ MB-এর চেয়ে বড়। আরও ছোট ফাইল বেছে নিন।',
    ],
    [
      refusal('FILE_TYPE_NOT_ALLOWED', { field: 'pdf', allowed: ['pdf'] }),
      'The PDF must be a PDF file.',
      'পিডিএফ অবশ্যই PDF ফাইল হতে হবে।',
    ],
    [
      refusal('FILE_TYPE_NOT_ALLOWED', { field: 'photo', allowed: ['jpeg', 'png', 'gif', 'webp'] }),
      'The photo must be a JPEG, PNG, GIF or WebP file.',
      'ছবিটি অবশ্যই JPEG, PNG, GIF বা WebP ফাইল হতে হবে।',
    ],
    [
      refusal('LINK_NOT_ALLOWED', { field: 'blocks.2.links.0.href' }),
      'The link: this link cannot be used here. Use a web address (https://…) or a page of this site (/…).',
      'লিংক: এই লিংক এখানে দেওয়া যাবে না। একটি ওয়েব ঠিকানা (https://…) বা এই সাইটের একটি পাতা (/…) দিন।',
    ],
    [
      refusal('VALIDATION_FAILED', { field: 'title', rule: 'tooLong', limit: 300 }),
      'Title must be at most 300 characters.',
      'শিরোনাম সর্বোচ্চ ৩০০ অক্ষরের হতে পারে।',
    ],
    [
      refusal('IMPORT_ROW_INVALID', { row: 12, field: 'graduationYear', rule: 'range', min: 1950, max: 2036 }),
      'Row 12: Graduation Year must be between 1950 and 2036.',
      'সারি ১২: পাসের বছর ১৯৫০ থেকে ২০৩৬-এর মধ্যে হতে হবে।',
    ],
    [
      refusal('IMPORT_ROW_INVALID', { row: 7, field: 'contactConsent', rule: 'yesNo' }),
      'Row 7: Contact Consent must be yes or no (an empty cell is no).',
      'সারি ৭: যোগাযোগের সম্মতি ঘরে হ্যাঁ বা না লিখুন (ফাঁকা ঘর মানে না)।',
    ],
    [refusal('INVALID_CREDENTIALS'), 'Email or password is wrong.', 'ইমেইল বা পাসওয়ার্ড ভুল।'],
  ])('words %j in English and Bengali', (error, english, bengali) => {
    expect(wordApiError(error, 'en')).toBe(english);
    expect(wordApiError(error, 'bn')).toBe(bengali);
    expect(bengaliOnly(wordApiError(error, 'bn'))).not.toMatch(/[A-Za-z]/);
  });

  it('falls back to the English sentence for a code it does not know or without the values it needs', () => {
    expect(wordApiError(refusal('SOMETHING_NEW', { x: 1 }, 'A newer API says this'), 'bn')).toBe(
      'A newer API says this',
    );
    expect(wordApiError(refusal('FILE_TOO_LARGE', undefined, 'Too big'), 'bn')).toBe('Too big');
    expect(wordApiError(refusal('VALIDATION_FAILED', { field: 'title', rule: 'mystery' }, 'Odd'), 'bn')).toBe('Odd');
  });

  it('words an import row from its own code and values, keeping its message when it has none', () => {
    const row = { row: 8, field: 'email', message: 'Email is not a valid email address' };
    expect(
      wordRowError({ ...row, code: 'IMPORT_ROW_INVALID', values: { row: 8, field: 'email', rule: 'email' } }, 'bn'),
    ).toBe('সারি ৮: ইমেইল সঠিক ইমেইল ঠিকানা নয়।');
    expect(wordRowError(row, 'bn')).toBe('Email is not a valid email address');
  });

  it('reads an RTK Query error, and gives the fallback for a network failure', () => {
    const failed = { status: 415, data: refusal('FILE_TYPE_NOT_ALLOWED', { field: 'pdf', allowed: ['pdf'] }) };
    expect(errorText(failed, 'fallback', 'bn')).toBe('পিডিএফ অবশ্যই PDF ফাইল হতে হবে।');
    expect(errorText({ status: 'FETCH_ERROR', error: 'offline' }, 'fallback', 'bn')).toBe('fallback');
    expect(errorText({ status: 400, data: { message: 'Only a message' } }, 'fallback', 'en')).toBe('Only a message');
  });

  it('names an unknown field as the API sent it', () => {
    expect(fieldLabel('somethingElse', 'bn')).toBe('somethingElse');
    expect(fieldLabel('contact.offices.0.email', 'en')).toBe('Email');
  });
});
