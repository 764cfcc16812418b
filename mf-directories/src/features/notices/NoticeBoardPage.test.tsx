import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, apiError, mockFetch, networkError, type MockRequest } from '@gsvmc/shared-kit/test/mockFetch';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import NoticeBoardPage from './NoticeBoardPage';
import { groupByMonth, isNew } from './noticeGroups';

const base = { category: 'general', pinned: false, updatedAt: '2026-01-10T04:00:00.000Z' } as const;
const notice = (over: Partial<Notice> & Pick<Notice, '_id' | 'title' | 'date'>): Notice => ({
  ...base,
  pdfUrl: `/uploads/notices/${over._id}.pdf`,
  publishAt: over.date,
  ...over,
});
const older = notice({ _id: 'n1', title: 'Exam routine', date: '2026-01-10T04:00:00.000Z', category: 'examination' });
const newer = notice({
  _id: 'n2',
  title: 'Admission circular',
  date: '2026-11-20T04:00:00.000Z',
  description: 'Session 2026-27',
  category: 'admission',
});
const pinned = notice({ _id: 'n3', title: 'Form fill-up', date: '2025-12-01T04:00:00.000Z', pinned: true });

/** The server's paged answer over `all` (already in the server's order), honouring category. */
const pages =
  (all: Notice[]) =>
  ({ search }: MockRequest) => {
    const category = search.get('category');
    const matching = all.filter((n) => !category || n.category === category);
    const offset = Number(search.get('offset') ?? 0);
    const limit = Number(search.get('limit'));
    return json({ data: matching.slice(offset, offset + limit), total: matching.length, offset, limit });
  };

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('NoticeBoardPage', () => {
  it('shows pinned notices first, then groups by month, with short date, description, download and read links', async () => {
    const fetchMock = mockFetch({ 'GET /notices': pages([pinned, newer, older]) });
    renderWithProviders(<NoticeBoardPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices...');

    const pinnedList = await screen.findByRole('list', { name: 'Pinned notices' });
    expect(within(pinnedList).getByRole('listitem')).toHaveTextContent('Form fill-up');
    expect(within(pinnedList).getByRole('listitem')).toHaveTextContent('Pinned');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Pinned', 'November 2026', 'January 2026']);

    const november = screen.getByRole('list', { name: 'Notices of November 2026' });
    const item = within(november).getByRole('listitem');
    expect(item).toHaveTextContent('Admission circular');
    expect(item).toHaveTextContent('2026 Nov 20');
    expect(item).toHaveTextContent('Session 2026-27');
    expect(item).toHaveTextContent('Admission');
    expect(
      within(screen.getByRole('list', { name: 'Notices of January 2026' })).getByRole('listitem'),
    ).toHaveTextContent('2026 Jan 10');

    const download = within(item).getByRole('link', { name: /^Download Admission circular/ });
    expect(download).toHaveAttribute('href', '/uploads/notices/n2.pdf');
    expect(download).toHaveAttribute('download');
    // The title and Read lead to the notice's own page, where its text is: no PDF needed to read it.
    expect(within(item).getByRole('link', { name: 'Read Admission circular' })).toHaveAttribute('href', '/notice/n2');
    expect(within(item).getByRole('link', { name: 'Admission circular' })).toHaveAttribute('href', '/notice/n2');
    expect(document.title).toBe('Notice Board · GSVMC');
    // One page asked for, not the whole list.
    expect(fetchMock.calls[0]!.search.get('limit')).toBe('20');
  });

  it('announces the Atom feed in the head, for the chosen category too', async () => {
    mockFetch({ 'GET /notices': pages([older, newer]) });
    renderWithProviders(<NoticeBoardPage />, { route: '/notice?category=examination' });
    await screen.findByText('Exam routine');
    const link = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(link).toHaveAttribute('href', '/api/notices/feed?category=examination');
    expect(screen.getByRole('link', { name: 'Subscribe (Atom feed)' })).toHaveAttribute(
      'href',
      '/api/notices/feed?category=examination',
    );
  });

  it('filters by category through the URL and says when a category is empty', async () => {
    const fetchMock = mockFetch({ 'GET /notices': pages([newer, older]) });
    renderWithProviders(<NoticeBoardPage />);
    await screen.findByText('Admission circular');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Examination');
    await waitFor(() => expect(screen.queryByText('Admission circular')).not.toBeInTheDocument());
    expect(screen.getByText('Exam routine')).toBeInTheDocument();
    expect(fetchMock.calls.at(-1)!.search.get('category')).toBe('examination');

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Holiday');
    expect(await screen.findByText(/No Holiday notices at this time/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show all categories' }));
    expect(await screen.findByText('Admission circular')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('loads more a page at a time and says how many are shown', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      notice({
        _id: `m${i}`,
        title: `Notice ${i + 1}`,
        date: new Date(Date.UTC(2026, 5, 28 - (i % 28))).toISOString(),
      }),
    );
    mockFetch({ 'GET /notices': pages(many) });
    renderWithProviders(<NoticeBoardPage />);
    expect(await screen.findByText('Showing 20 of 45 notices')).toBeInTheDocument();
    expect(screen.queryByText('Notice 21')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more notices' }));
    expect(await screen.findByText('Showing 40 of 45 notices')).toBeInTheDocument();
    expect(screen.getByText('Notice 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more notices' }));
    expect(await screen.findByText('Showing 45 of 45 notices')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more notices' })).not.toBeInTheDocument();
  });

  it('marks notices of the last week as New', async () => {
    const fresh = notice({ _id: 'f', title: 'Fresh', date: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    mockFetch({ 'GET /notices': pages([fresh, older]) });
    renderWithProviders(<NoticeBoardPage />);
    const freshItem = (await screen.findByText('Fresh')).closest('li')!;
    expect(within(freshItem).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByText('Exam routine').closest('li')!).queryByText('New')).not.toBeInTheDocument();
  });

  it('prefixes file paths with the configured file origin', async () => {
    setRuntimeConfig({ fileBaseUrl: 'https://files.example.org' });
    mockFetch({ 'GET /notices': pages([older]) });
    renderWithProviders(<NoticeBoardPage />);
    expect(await screen.findByRole('link', { name: /^Download/ })).toHaveAttribute(
      'href',
      'https://files.example.org/uploads/notices/n1.pdf',
    );
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /notices': pages([]) });
    renderWithProviders(<NoticeBoardPage />);
    expect(await screen.findByText('No notices available at this time')).toBeInTheDocument();
  });

  it('shows a failure with Retry that loads again', async () => {
    let fail = true;
    const ok = pages([older]);
    mockFetch({ 'GET /notices': (req) => (fail ? networkError() : ok(req)) });
    renderWithProviders(<NoticeBoardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notices');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Exam routine')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('treats a server error like any failure', async () => {
    mockFetch({ 'GET /notices': () => apiError(500, 'boom') });
    renderWithProviders(<NoticeBoardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notices');
  });
});

describe('groupByMonth and isNew', () => {
  it('uses the college’s month (Dhaka), not UTC: 00:30 on 1 March in Dhaka is March', () => {
    const n = notice({ _id: 'a', title: 'A', date: '2026-02-28T18:30:00.000Z' });
    expect(groupByMonth([n]).map((g) => g.heading)).toEqual(['March 2026']);
  });

  it('is New for seven days after publication, not before it or after', () => {
    const now = Date.parse('2026-05-10T00:00:00Z');
    expect(isNew({ date: '2026-05-03T00:00:01Z' }, now)).toBe(true);
    expect(isNew({ date: '2026-05-03T00:00:00Z' }, now)).toBe(false);
    expect(isNew({ date: '2026-05-11T00:00:00Z' }, now)).toBe(false);
  });
});
