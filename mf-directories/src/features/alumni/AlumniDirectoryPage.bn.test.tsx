// The alumni directory under /bn, for a visitor and for staff: Bengali words, years and counts, and
// the admin controls (template, upload, preview, import, edit, delete) in Bengali.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alumni } from '@gsvmc/shared-types';
import { LocaleProvider, ToastArea } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch, networkError, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';
import { installFakeXhr, lastXhr } from '@gsvmc/shared-kit/test/fakeXhr';
import { getDisclosure } from '@gsvmc/shared-kit/test/disclosure';
import { setViewportWidth } from '../../test/matchMedia';
import AlumniDirectoryPage from './AlumniDirectoryPage';

jest.setTimeout(30_000);

const rahim: Alumni = {
  _id: 'a1',
  fullName: 'Rahim Uddin',
  graduationYear: 2012,
  degree: 'MBBS',
  major: 'Medicine',
  email: 'rahim@example.org',
  currentCompany: 'BSMMU',
  jobTitle: 'Registrar',
  location: 'Dhaka',
  phone: '+880 1711-000000',
};
const karima: Alumni = { _id: 'a2', fullName: 'Karima Begum', graduationYear: 2018, degree: 'BDS', major: '' };

function setup(routes: Record<string, MockHandler>, role: 'admin' | null = null) {
  mockFetch({ 'GET /alumni': () => json({ data: [rahim, karima] }), ...routes });
  return renderWithProviders(
    <LocaleProvider locale="bn">
      <AlumniDirectoryPage />
      <ToastArea />
    </LocaleProvider>,
    { route: '/alumniTable', preloadedState: authState(role) },
  );
}

describe('AlumniDirectoryPage in Bengali', () => {
  beforeEach(() => setViewportWidth(1280));

  it('reads in Bengali: headings, table, years and counts', async () => {
    setup({});
    expect(screen.getByRole('status')).toHaveTextContent('প্রাক্তন শিক্ষার্থীদের তথ্য লোড হচ্ছে...');
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রাক্তন শিক্ষার্থী' })).toBeInTheDocument();
    expect(document.title).toBe('প্রাক্তন শিক্ষার্থী · GSVMC');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Medicine (১)',
      'অন্যান্য (১)',
    ]);
    // A major is typed in English: marked so on a Bengali page; "Other" is the page's own word.
    const [typed, own] = screen.getAllByRole('heading', { level: 2 });
    expect(within(typed!).getByText('Medicine')).toHaveAttribute('lang', 'en');
    expect(within(own!).getByText('অন্যান্য')).not.toHaveAttribute('lang');
    const table = screen.getByRole('table', { name: 'Medicine বিষয়ের প্রাক্তন শিক্ষার্থী' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['পূর্ণ নাম', 'পাসের বছর', 'ডিগ্রি', 'বর্তমান পদ', 'অবস্থান', 'যোগাযোগ']);
    const row = within(table).getByRole('row', { name: /Rahim Uddin/ });
    expect(row).toHaveTextContent('২০১২');
    expect(row).toHaveTextContent('Registrar, BSMMU');
    expect(within(row).getByRole('link', { name: 'Rahim Uddin-কে ইমেইল করুন' })).toHaveTextContent('ইমেইল');
    expect(within(row).getByRole('link', { name: 'Rahim Uddin-কে কল করুন' })).toHaveTextContent('কল করুন');
    expect(screen.getByText('যোগাযোগের কোনো তথ্য নেই')).toBeInTheDocument();

    const year = screen.getByLabelText('পাসের বছর');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['সব বছর', '২০১৮', '২০১২']);
    expect(screen.getByLabelText('প্রাক্তন শিক্ষার্থী খুঁজুন')).toHaveAttribute('placeholder', 'নাম, প্রতিষ্ঠান বা অবস্থান');
  });

  it('pages in Bengali digits', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ ...rahim, _id: `m${i}`, fullName: `Person ${i}` }));
    setup({ 'GET /alumni': () => json({ data: many }) });
    expect(await screen.findByText('মোট ১২০ জনের মধ্যে ১–৫০')).toBeInTheDocument();
    expect(screen.getByText('পৃষ্ঠা ১ / ৩')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'পরের পৃষ্ঠা' }));
    expect(await screen.findByText('মোট ১২০ জনের মধ্যে ৫১–১০০')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'প্রাক্তন শিক্ষার্থীদের পৃষ্ঠাসমূহ' })).toBeInTheDocument();
  });

  it('says a failure in Bengali with Try Again in Bengali', async () => {
    setup({ 'GET /alumni': () => networkError() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('প্রাক্তন শিক্ষার্থীদের তথ্য আনা যায়নি');
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });

  it('shows the mobile list in Bengali', async () => {
    setViewportWidth(375);
    setup({});
    const list = await screen.findByRole('list', { name: 'Medicine বিষয়ের প্রাক্তন শিক্ষার্থী' });
    await userEvent.click(getDisclosure(list, /^Rahim Uddin/));
    expect(within(list).getByText('ডিগ্রি').nextSibling).toHaveTextContent('MBBS (২০১২)');
    expect(within(list).getByText('অবস্থান').nextSibling).toHaveTextContent('Dhaka');
  });
});

describe('AlumniDirectoryPage in Bengali for an admin', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    installFakeXhr();
  });

  it('checks, previews and imports a file in Bengali', async () => {
    setup({}, 'admin');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'প্রাক্তন শিক্ষার্থীদের তথ্য ব্যবস্থাপনা' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'টেমপ্লেট ডাউনলোড করুন' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'আপলোড করুন' }));
    expect(screen.getByRole('alert')).toHaveTextContent('একটি ফাইল বেছে নিন');

    const input = screen.getByLabelText('এক্সেল ফাইল (.xlsx বা .xls)');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'alumni.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent('শুধু এক্সেল ফাইল (.xlsx বা .xls) আপলোড করা যায়');

    await userEvent.upload(input, new File(['sheet'], 'alumni.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'আপলোড করুন' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload?dryRun=true'));
    const errors = [{ row: 4, field: 'graduationYear', message: 'must be a year' }];
    lastXhr().respond(200, {
      dryRun: true,
      added: 1,
      updated: 1,
      unchanged: 0,
      skipped: 1,
      toAdd: [{ row: 2, fullName: 'Nadia Islam', graduationYear: 2015 }],
      toUpdate: [{ row: 3, fullName: 'Rahim Uddin', graduationYear: 2012, changes: ['jobTitle'] }],
      errors,
    });
    const box = await screen.findByRole('region', { name: /^alumni\.xlsx-এর প্রাকদর্শন/ });
    expect(box).toHaveTextContent('যোগ হবে ১টি সারি');
    expect(box).toHaveTextContent('হালনাগাদ হবে ১টি সারি');
    expect(box).toHaveTextContent('বাদ পড়েছে ১টি সারি');
    // A year is a name, not a quantity: no grouping comma ("২০১২", not "২,০১২").
    expect(within(box).getByText(/সারি ৩: Rahim Uddin \(২০১২\) — পরিবর্তন: Job Title/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '১টি সারি বাদ পড়বে' })).toHaveTextContent(
      'সারি ৪: Graduation Year: must be a year',
    );

    await userEvent.click(within(box).getByRole('button', { name: 'ইমপোর্ট করুন' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload'));
    lastXhr().respond(200, { count: 2, errors, importId: 'b1', added: 1, updated: 1 });
    expect(await screen.findByText(/২টি প্রাক্তন শিক্ষার্থীর তথ্য সফলভাবে প্রক্রিয়া করা হয়েছে।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ইমপোর্টের ইতিহাস (কোনো ইমপোর্ট ফিরিয়ে নিন)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '১টি সারি ইমপোর্ট হয়নি' })).toBeInTheDocument();
  });

  it('gives each refused row’s reasons and a refused file in Bengali, not the API’s English', async () => {
    setup({}, 'admin');
    const input = await screen.findByLabelText('এক্সেল ফাইল (.xlsx বা .xls)');
    await userEvent.upload(input, new File(['sheet'], 'alumni.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'আপলোড করুন' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload?dryRun=true'));
    const coded = (row: number, field: string, rule: string, message: string) => ({
      row,
      field,
      message,
      code: 'IMPORT_ROW_INVALID',
      values: { row, field, rule },
    });
    lastXhr().respond(200, {
      dryRun: true,
      added: 0,
      updated: 0,
      unchanged: 0,
      skipped: 1,
      toAdd: [],
      toUpdate: [],
      errors: [
        coded(8, 'fullName', 'required', 'Full Name is required'),
        coded(8, 'email', 'email', 'Email is not a valid email address'),
      ],
    });
    const refused = await screen.findByRole('region', { name: '১টি সারি বাদ পড়বে' });
    expect(refused).toHaveTextContent('সারি ৮: পূর্ণ নাম দিতে হবে।; ইমেইল সঠিক ইমেইল ঠিকানা নয়।');
    expect(refused).not.toHaveTextContent(/required|valid/);

    await userEvent.upload(input, new File(['sheet'], 'other.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'আপলোড করুন' }));
    await waitFor(() => expect(lastXhr().url).toBe('http://localhost/api/alumni/upload?dryRun=true'));
    lastXhr().respond(400, {
      message: 'Missing column(s): Full Name, Degree',
      code: 'SPREADSHEET_COLUMNS_MISSING',
      values: { columns: ['Full Name', 'Degree'] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('স্প্রেডশিটে এই কলাম নেই: পূর্ণ নাম, ডিগ্রি।');
  });

  it('edits and deletes in Bengali', async () => {
    setup(
      {
        'PUT /alumni/:id': async ({ request }) => json({ ...rahim, ...((await request.json()) as object) }),
        'DELETE /alumni/:id': () => json({ message: 'deleted' }),
      },
      'admin',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Rahim Uddin-এর তথ্য সম্পাদনা করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rahim Uddin-এর তথ্য সম্পাদনা' });
    expect(within(dialog).getByLabelText(/পূর্ণ নাম/)).toHaveValue('Rahim Uddin');
    expect(within(dialog).getByLabelText(/বর্তমান প্রতিষ্ঠান/)).toHaveValue('BSMMU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await screen.findByText('প্রাক্তন শিক্ষার্থীর তথ্য হালনাগাদ হয়েছে')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rahim Uddin-এর তথ্য মুছে ফেলুন' }));
    const confirm = await screen.findByRole('dialog', { name: 'নিশ্চিত করুন' });
    expect(confirm).toHaveTextContent('আপনি কি নিশ্চিত যে Rahim Uddin-এর তথ্য মুছে ফেলতে চান?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByText('প্রাক্তন শিক্ষার্থীর তথ্য মুছে ফেলা হয়েছে')).toBeInTheDocument();
  });
});
