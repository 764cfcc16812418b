// The notice page in Bengali, and the Bengali title and description of a notice in either language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotice } from '@gsvmc/shared-types';
import { LocaleProvider, setRuntimeConfig, type Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { installFakeXhr, lastXhr } from '../../../test/fakeXhr';
import NoticeUploadPage from './NoticeUploadPage';

jest.setTimeout(30_000);

const notice: AdminNotice & { titleBn: string | null; descriptionBn: string | null } = {
  _id: 'n1',
  title: 'Admission open',
  titleBn: 'ভর্তি চলছে',
  descriptionBn: null,
  date: '2030-01-15T12:00:00.000Z',
  pdfUrl: '/uploads/notices/a.pdf',
  description: 'First year',
  category: 'admission',
  pinned: true,
  publishAt: '2030-01-15T12:00:00.000Z',
  updatedAt: '2030-01-15T12:00:00.000Z',
  status: 'live',
};
const pdf = () => new File(['%PDF-1.4 test'], 'Admission notice.pdf', { type: 'application/pdf' });

function setup(locale: Locale, list: AdminNotice[]) {
  mockFetch({ 'GET /notices/admin': () => json(list) });
  renderWithProviders(
    <LocaleProvider locale={locale}>
      <NoticeUploadPage />
    </LocaleProvider>,
    { preloadedState: authState('admin') },
  );
  return userEvent.setup({ applyAccept: false, delay: null });
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '/api' });
  installFakeXhr();
});

describe('NoticeUploadPage in Bengali', () => {
  it('reads in Bengali, with Bengali digits and dates and the category in Bengali', async () => {
    setup('bn', [notice, { ...notice, _id: 'n2', title: 'Old routine', titleBn: null, status: 'expired' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'নোটিশ আপলোড ও তালিকা' })).toBeInTheDocument();
    expect(screen.getByText('PDF এখানে টেনে এনে ছাড়ুন, অথবা ক্লিক করে ফাইল বেছে নিন')).toBeInTheDocument();
    const live = await screen.findByRole('list', { name: 'প্রকাশিত নোটিশ' });
    const item = within(live).getByRole('listitem');
    expect(item).toHaveTextContent('Admission open');
    expect(within(item).getByText('ভর্তি চলছে')).toHaveAttribute('lang', 'bn');
    expect(item).toHaveTextContent(/ভর্তি · পিন করা · প্রকাশিত ১৫ জানুয়ারি, ২০৩০/);
    expect(within(item).getByRole('button', { name: 'সম্পাদনা Admission open' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'মুছুন Admission open' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'নির্ধারিত (০)' })).toBeInTheDocument();
    expect(screen.getByText('কোনো নির্ধারিত নোটিশ নেই।')).toBeInTheDocument();
  });

  it('asks for a file and a title in Bengali', async () => {
    const user = setup('bn', []);
    await user.click(screen.getByRole('button', { name: 'আপলোড' }));
    expect(screen.getByRole('alert')).toHaveTextContent('অনুগ্রহ করে একটি ফাইল বেছে নিন');
    await user.upload(screen.getByLabelText(/PDF এখানে টেনে এনে ছাড়ুন/), pdf());
    await user.clear(screen.getByLabelText(/^শিরোনাম \(ইংরেজি\)/));
    await user.click(screen.getByRole('button', { name: 'আপলোড' }));
    expect(screen.getByText('অনুগ্রহ করে একটি শিরোনাম লিখুন')).toBeInTheDocument();
  });
});

describe('a notice in both languages', () => {
  it('sends the Bengali title and description beside the English ones', async () => {
    const user = setup('en', []);
    await screen.findByText('No notices uploaded yet.');
    await user.upload(screen.getByLabelText(/Drag and drop a PDF here/), pdf());
    await user.type(screen.getByLabelText('Title (Bengali)'), 'ভর্তি বিজ্ঞপ্তি');
    await user.type(screen.getByLabelText('Description (Bengali)'), 'প্রথম বর্ষ');
    expect(screen.getByLabelText('Title (Bengali)')).toHaveAttribute('lang', 'bn');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const body = lastXhr().body as FormData;
    expect(body.get('title')).toBe('Admission notice');
    expect(body.get('titleBn')).toBe('ভর্তি বিজ্ঞপ্তি');
    expect(body.get('descriptionBn')).toBe('প্রথম বর্ষ');
  });

  it('leaves the Bengali fields out when they are empty, so an English-only notice is as before', async () => {
    const user = setup('en', []);
    await screen.findByText('No notices uploaded yet.');
    await user.upload(screen.getByLabelText(/Drag and drop a PDF here/), pdf());
    await user.type(screen.getByLabelText('Title (Bengali)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const body = lastXhr().body as FormData;
    expect(body.has('titleBn')).toBe(false);
    expect(body.has('descriptionBn')).toBe(false);
  });

  it('edits the Bengali title of a notice, and empties it with null', async () => {
    let sent: unknown;
    mockFetch({
      'GET /notices/admin': () => json([notice]),
      'PUT /notices/:id': async ({ request }) => {
        sent = await request.json();
        return json(notice);
      },
    });
    renderWithProviders(<NoticeUploadPage />, { preloadedState: authState('admin') });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('ভর্তি চলছে')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Admission open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit notice: Admission open' });
    expect(within(dialog).getByLabelText('Title (Bengali)')).toHaveValue('ভর্তি চলছে');
    await user.clear(within(dialog).getByLabelText('Title (Bengali)'));
    await user.type(within(dialog).getByLabelText('Description (Bengali)'), 'প্রথম বর্ষ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(sent).toMatchObject({ title: 'Admission open', titleBn: null, descriptionBn: 'প্রথম বর্ষ' });
  });
});
