import { screen } from '@testing-library/react';
import { auditChanges, type AuditEntry } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import AuditPage from './AuditPage';

jest.setTimeout(30_000);

const row = (n: number, entity: string, before: object, after: object): AuditEntry => ({
  _id: n,
  at: '2026-11-25T08:00:00.000Z',
  actorId: 'a1',
  actorEmail: 'admin@example.org',
  actorRole: 'admin',
  ip: null,
  route: 'PUT /api/x',
  action: 'update',
  entity,
  entityId: `x${n}`,
  summary: `Changed ${entity} ${n}`,
  before,
  after,
  // As the API answers: the changes computed from the stored before and after.
  changes: auditChanges(entity, before, after),
});

const rows: AuditEntry[] = [
  row(1, 'alumni', { graduationYear: 2015, phone: '01711-000000' }, { graduationYear: 2019, phone: '01711-123456' }),
  row(
    2,
    'notice',
    { category: 'general', textStatus: 'pending', pageCount: 1, publishAt: '2026-10-05T04:00:00.000Z' },
    { category: 'academic', textStatus: 'done', pageCount: 12, publishAt: '2026-11-26T13:11:23.930Z' },
  ),
  row(3, 'user', { role: 'editor' }, { role: 'admin' }),
  row(4, 'faculty', { registrationNo: 'A-77', dateOfBirth: '1965-02-25' }, { registrationNo: '2019', dateOfBirth: '' }),
];

/** The values a change shows: taken out, then put in. */
const shown = async (field: string) => {
  const change = (await screen.findByText(field)).closest('li')!;
  return [change.querySelector('del')?.textContent ?? '', change.querySelector('ins')?.textContent ?? ''];
};

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' });
  mockFetch({
    'GET /users': () => json([]),
    'GET /audit': () => json({ data: rows, total: rows.length, page: 1, pageSize: 50 }),
  });
});

describe('AuditPage: the values a change shows', () => {
  it('reads in English: words for code words, dates in Dhaka time, typed numbers as typed', async () => {
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin') });
    expect(await shown('Alumni record · Graduation year')).toEqual(['Removed: 2015', 'Added: 2019']);
    expect(await shown('Notice · Category')).toEqual(['Removed: General', 'Added: Academic']);
    expect(await shown('Notice · Reading of the text')).toEqual(['Removed: Being read', 'Added: Read']);
    expect(await shown('Notice · Pages')).toEqual(['Removed: 1', 'Added: 12']);
    // 04:00 and 13:11 UTC are 10:00 and 19:11 in Dhaka.
    expect(await shown('Notice · Publish date')).toEqual(['Removed: 5 Oct 2026, 10:00', 'Added: 26 Nov 2026, 19:11']);
    expect(await shown('User · Role')).toEqual(['Removed: Editor', 'Added: Administrator']);
    expect(await shown('Faculty member · Date of birth')).toEqual(['Removed: 1965 Feb 25', '']);
    expect(screen.queryByText(/academic|pending|2026-11-26T/)).not.toBeInTheDocument();
  });

  it('reads in Bengali: Bengali digits, Bengali dates and words, but a phone or registration number as typed', async () => {
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin'), locale: 'bn' });
    expect(await shown('অ্যালামনাই রেকর্ড · পাসের বছর')).toEqual(['বাদ দেওয়া হয়েছে: ২০১৫', 'যোগ করা হয়েছে: ২০১৯']);
    expect(await shown('নোটিশ · বিভাগ')).toEqual(['বাদ দেওয়া হয়েছে: সাধারণ', 'যোগ করা হয়েছে: একাডেমিক']);
    // পড়া হচ্ছে → পড়া হয়েছে: the word kept is shown once, the word changed struck through and put in.
    expect(await shown('নোটিশ · লেখা পড়ার অবস্থা')).toEqual(['বাদ দেওয়া হয়েছে: হচ্ছে', 'যোগ করা হয়েছে: হয়েছে']);
    expect(screen.getByText('নোটিশ · লেখা পড়ার অবস্থা').closest('li')!.querySelector('p')).toHaveTextContent(/^পড়া /);
    expect(await shown('নোটিশ · পৃষ্ঠা সংখ্যা')).toEqual(['বাদ দেওয়া হয়েছে: ১', 'যোগ করা হয়েছে: ১২']);
    expect(await shown('নোটিশ · প্রকাশের তারিখ')).toEqual([
      'বাদ দেওয়া হয়েছে: ৫ অক্টোবর, ২০২৬, ১০:০০',
      'যোগ করা হয়েছে: ২৬ নভেম্বর, ২০২৬, ১৯:১১',
    ]);
    expect(await shown('ব্যবহারকারী · ভূমিকা')).toEqual(['বাদ দেওয়া হয়েছে: সম্পাদক', 'যোগ করা হয়েছে: প্রশাসক']);
    expect(await shown('শিক্ষক · জন্মতারিখ')).toEqual(['বাদ দেওয়া হয়েছে: ২৫ ফেব্রুয়ারি, ১৯৬৫', '']);
    // Typed text keeps its digits: a phone number and a registration number are not numbers to convert.
    expect(await shown('অ্যালামনাই রেকর্ড · ফোন')).toEqual([
      'বাদ দেওয়া হয়েছে: 01711-000000',
      'যোগ করা হয়েছে: 01711-123456',
    ]);
    expect(await shown('শিক্ষক · রেজিস্ট্রেশন নম্বর')).toEqual(['বাদ দেওয়া হয়েছে: A-77', 'যোগ করা হয়েছে: 2019']);
  });
});
