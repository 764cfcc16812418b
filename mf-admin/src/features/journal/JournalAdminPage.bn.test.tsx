// The journal admin page in a Bengali portal: its words, checks, toasts and confirm in Bengali, dates
// and counts in Bengali digits, and the English records marked lang="en".
import { fireEvent, screen, within } from '@testing-library/react';
import type { JournalPublication } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import JournalAdminPage from './JournalAdminPage';

const stored: JournalPublication = {
  _id: 'p1',
  title: 'Oral health screening in rural schools',
  authors: ['Hasan, M.'],
  date: '2024-06-20',
  category: 'Dentistry',
  tags: ['oral health'],
  pdfUrl: '/uploads/journal/00000000-0000-4000-8000-000000000001.pdf',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function api(initial: JournalPublication[]) {
  let all = [...initial];
  mockFetch({
    'GET /publications': () =>
      json({ data: all, total: all.length, offset: 0, limit: 20, categories: all.map((p) => p.category) }),
    'DELETE /publications/:id': ({ path }) => {
      all = all.filter((p) => `/publications/${p._id}` !== path);
      return json({ message: 'Publication moved to the trash' });
    },
  });
}

describe('JournalAdminPage in Bengali', () => {
  it('reads in Bengali, with the date and the counts in Bengali digits and the records marked English', async () => {
    api([stored]);
    renderWithProviders(<JournalAdminPage />, { locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'জার্নালের প্রকাশনা' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'প্রকাশনার তালিকা' })).toBeInTheDocument();
    const title = await screen.findByText(stored.title, { selector: 'strong' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('২০ জুন, ২০২৪')).toBeInTheDocument();
    expect(screen.getByText('Hasan, M.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'PDF' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('মোট ১টির মধ্যে ১–১');
    expect(screen.getByText(/প্রতিটি প্রকাশনায় সর্বোচ্চ [০-৯]+ জন লেখক ও [০-৯]+টি ট্যাগ দেওয়া যায়।/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আগের' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${stored.title} সম্পাদনা করুন` })).toHaveTextContent('সম্পাদনা');
  });

  it('labels the form and says what is missing in Bengali', async () => {
    api([]);
    renderWithProviders(<JournalAdminPage />, { locale: 'bn' });
    expect(await screen.findByText('এখনো কোনো প্রকাশনা নেই। ওপরের ফর্ম থেকে প্রথমটি যোগ করুন।')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'নতুন প্রকাশনা যোগ করুন' });
    for (const label of [/^শিরোনাম/, /^লেখক/, /^প্রকাশের তারিখ/, /^বিষয়/, /^ট্যাগ/, /^পাঠকেরা কোথায় পড়বেন/])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByText('প্রতি লাইনে একজন লেখক, প্রকাশনায় নাম যে ক্রমে আছে সেই ক্রমে।')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^পাঠকেরা কোথায় পড়বেন/), { target: { value: 'link' } });
    fireEvent.change(within(form).getByLabelText(/^লিংক/), { target: { value: 'doi.org/10.1/x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'প্রকাশনা যোগ করুন' }));
    for (const message of [
      'শিরোনাম লিখুন',
      'অন্তত একজন লেখকের নাম লিখুন',
      'প্রকাশের তারিখ বেছে নিন',
      'একটি বিষয় লিখুন, যেমন Community Medicine',
      'https:// বা http:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা লিখুন',
    ])
      expect(within(form).getByText(message)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^পাঠকেরা কোথায় পড়বেন/), { target: { value: 'pdf' } });
    fireEvent.click(within(form).getByRole('button', { name: 'প্রকাশনা যোগ করুন' }));
    expect(within(form).getByText('PDF ফাইলটি বেছে নিন')).toBeInTheDocument();
  });

  it('edits with Bengali buttons, and asks and tells in Bengali when deleting', async () => {
    api([stored]);
    const { store } = renderWithProviders(<JournalAdminPage />, { locale: 'bn' });
    fireEvent.click(await screen.findByRole('button', { name: `${stored.title} সম্পাদনা করুন` }));
    const form = screen.getByRole('form', { name: `“${stored.title}” সম্পাদনা` });
    expect(within(form).getByRole('link', { name: 'সংরক্ষিত PDF' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' })).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'বাতিল' }));
    fireEvent.click(screen.getByRole('button', { name: `মুছুন ${stored.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`“${stored.title}” মুছবেন? এটি ট্র্যাশে যাবে; সেখান থেকে ফিরিয়ে আনা যাবে।`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByText('এখনো কোনো প্রকাশনা নেই। ওপরের ফর্ম থেকে প্রথমটি যোগ করুন।')).toBeInTheDocument();
    // The toast is drawn by the shell; here its words are read from the store.
    expect(store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`)).toContain(
      `success: “${stored.title}” ট্র্যাশে গেছে।`,
    );
  });
});
