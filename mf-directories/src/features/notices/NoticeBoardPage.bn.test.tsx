// The notice board at /bn/notice: Bengali words, categories, month headings, dates and counts, and each
// notice in Bengali where it has a translation, else its English marked lang="en".
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch, networkError, type MockRequest } from '@gsvmc/shared-kit/test/mockFetch';
import { LocaleProvider, setRuntimeConfig } from '@gsvmc/shared-kit';
import NoticeBoardPage from './NoticeBoardPage';
import { groupByMonth } from './noticeGroups';

type BilingualNotice = Notice & { titleBn?: string | null; descriptionBn?: string | null };
const notice = (over: Partial<BilingualNotice> & Pick<Notice, '_id' | 'title' | 'date'>): BilingualNotice => ({
  category: 'general',
  pinned: false,
  updatedAt: over.date,
  pdfUrl: `/uploads/notices/${over._id}.pdf`,
  publishAt: over.date,
  ...over,
});

const admission = notice({
  _id: 'a',
  title: 'Admission circular',
  titleBn: 'ভর্তি বিজ্ঞপ্তি',
  description: 'Session 2026-27',
  descriptionBn: 'শিক্ষাবর্ষ ২০২৬-২৭',
  date: '2026-11-20T04:00:00.000Z',
  category: 'admission',
});
const routine = notice({
  _id: 'r',
  title: 'Exam routine',
  titleBn: null,
  description: 'Second professional',
  date: '2026-01-10T04:00:00.000Z',
  category: 'examination',
});
const pinned = notice({ _id: 'p', title: 'Form fill-up', date: '2025-12-01T04:00:00.000Z', pinned: true });

const pages =
  (all: Notice[]) =>
  ({ search }: MockRequest) => {
    const category = search.get('category');
    const matching = all.filter((n) => !category || n.category === category);
    const offset = Number(search.get('offset') ?? 0);
    const limit = Number(search.get('limit'));
    return json({ data: matching.slice(offset, offset + limit), total: matching.length, offset, limit });
  };

const renderBn = (route = '/notice') =>
  renderWithProviders(
    <LocaleProvider locale="bn">
      <NoticeBoardPage />
    </LocaleProvider>,
    { route },
  );

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('NoticeBoardPage in Bengali', () => {
  it('reads in Bengali: headings, categories, dates in Bengali digits and counts', async () => {
    mockFetch({ 'GET /notices': pages([pinned, admission, routine]) });
    renderBn();
    expect(screen.getByRole('status')).toHaveTextContent('নোটিশ লোড হচ্ছে...');
    expect(await screen.findByRole('heading', { level: 1, name: 'নোটিশ বোর্ড' })).toBeInTheDocument();
    expect(document.title).toBe('নোটিশ বোর্ড · GSVMC');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'পিন করা',
      'নভেম্বর ২০২৬',
      'জানুয়ারি ২০২৬',
    ]);
    expect(screen.getByRole('list', { name: 'পিন করা নোটিশ' })).toBeInTheDocument();

    const item = within(screen.getByRole('list', { name: 'নভেম্বর ২০২৬ মাসের নোটিশ' })).getByRole('listitem');
    expect(within(item).getByText('২০ নভেম্বর, ২০২৬')).toHaveAttribute('datetime', admission.date);
    expect(within(item).getByText('ভর্তি')).toBeInTheDocument();
    expect(within(item).getByRole('heading', { level: 3, name: 'ভর্তি বিজ্ঞপ্তি' })).not.toHaveAttribute('lang');
    expect(within(item).getByText('শিক্ষাবর্ষ ২০২৬-২৭')).toBeInTheDocument();
    expect(within(item).queryByText('Admission circular')).not.toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'ভর্তি বিজ্ঞপ্তি ডাউনলোড করুন (পিডিএফ)' })).toHaveTextContent('ডাউনলোড');
    const read = within(item).getByRole('link', { name: 'ভর্তি বিজ্ঞপ্তি পড়ুন' });
    expect(read).toHaveTextContent('পড়ুন');
    expect(read.getAttribute('href')).toMatch(/\/notice\/[\w-]+$/);

    const january = within(screen.getByRole('list', { name: 'জানুয়ারি ২০২৬ মাসের নোটিশ' })).getByRole('listitem');
    expect(january).toHaveTextContent('১০ জানুয়ারি, ২০২৬');
    expect(within(january).getByText('পরীক্ষা')).toBeInTheDocument();
    expect(screen.getByText('মোট ৩টি নোটিশের মধ্যে ৩টি দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সাবস্ক্রাইব করুন (অ্যাটম ফিড)' })).toHaveAttribute(
      'href',
      '/api/notices/feed',
    );
  });

  it('shows the English of a notice without a translation, marked as English', async () => {
    mockFetch({ 'GET /notices': pages([routine]) });
    renderBn();
    const title = await screen.findByRole('heading', { level: 3, name: 'Exam routine' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Second professional')).toHaveAttribute('lang', 'en');
    // The page's own words stay Bengali around it.
    expect(screen.getByRole('link', { name: 'Exam routine ডাউনলোড করুন (পিডিএফ)' })).toBeInTheDocument();
  });

  it('filters by a Bengali-named category and says when it is empty', async () => {
    mockFetch({ 'GET /notices': pages([admission, routine]) });
    renderBn();
    await screen.findByText('ভর্তি বিজ্ঞপ্তি');
    const select = screen.getByLabelText('নোটিশের ধরন');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['সব ধরন', 'ভর্তি', 'পরীক্ষা', 'ফলাফল', 'একাডেমিক', 'অনুষ্ঠান', 'ছুটি', 'সাধারণ']);
    await userEvent.selectOptions(select, 'ছুটি');
    expect(await screen.findByText(/এই মুহূর্তে ছুটি সংক্রান্ত কোনো নোটিশ নেই।/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'সব ধরনের নোটিশ দেখুন' }));
    expect(await screen.findByText('ভর্তি বিজ্ঞপ্তি')).toBeInTheDocument();
  });

  it('marks a notice of the last week নতুন', async () => {
    const fresh = notice({ _id: 'f', title: 'Fresh', date: new Date(Date.now() - 86_400_000).toISOString() });
    mockFetch({ 'GET /notices': pages([fresh]) });
    renderBn();
    const item = (await screen.findByText('Fresh')).closest('li')!;
    expect(within(item).getByText('নতুন')).toBeInTheDocument();
  });

  it('says a failure and an empty board in Bengali', async () => {
    mockFetch({ 'GET /notices': () => networkError() });
    const { unmount } = renderBn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('নোটিশ লোড করা যায়নি');
    expect(alert).toHaveTextContent('আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।');
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    unmount();

    mockFetch({ 'GET /notices': pages([]) });
    renderBn();
    expect(await screen.findByText('এই মুহূর্তে কোনো নোটিশ নেই')).toBeInTheDocument();
  });

  it('names the months in Bengali with Bengali digits, in Dhaka time', () => {
    const march = notice({ _id: 'm', title: 'M', date: '2026-02-28T18:30:00.000Z' });
    expect(groupByMonth([march], 'bn').map((g) => g.heading)).toEqual(['মার্চ ২০২৬']);
  });
});
