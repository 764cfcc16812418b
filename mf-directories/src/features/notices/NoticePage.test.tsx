import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { NoticeDetail } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import { setRuntimeConfig, type Locale } from '@gsvmc/shared-kit';
import NoticePage, { PENDING_POLL_MS } from './NoticePage';

const detail = (over: Partial<NoticeDetail> = {}): NoticeDetail => ({
  _id: 'n7',
  title: 'Admission circular 2026-27',
  titleBn: 'ভর্তি বিজ্ঞপ্তি ২০২৬-২৭',
  description: 'MBBS first year',
  date: '2026-11-20T04:00:00.000Z',
  publishAt: '2026-11-20T04:00:00.000Z',
  updatedAt: '2026-11-20T04:00:00.000Z',
  category: 'admission',
  pinned: false,
  pdfUrl: '/uploads/notices/n7.pdf',
  text: 'Applications open on 1 December.\nBring two photographs.\n\nভর্তি পরীক্ষা ১০ ডিসেম্বর।',
  textStatus: 'done',
  textSource: 'pdf',
  pageCount: 2,
  fileSize: Math.round(1.2 * 1024 * 1024),
  previewUrl: '/uploads/notices/n7-page1.webp',
  titleFromText: false,
  ...over,
});

function renderAt(path: string, locale?: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/notice/:id" element={<NoticePage />} />
    </Routes>,
    { route: path, locale },
  );
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));
afterEach(() => jest.useRealTimers());

describe('NoticePage', () => {
  it('shows the notice as text: title, date, category, paragraphs, first page and the Download line', async () => {
    const fetchMock = mockFetch({ 'GET /notices/:id': () => json(detail()) });
    renderAt('/notice/n7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the notice...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admission circular 2026-27' })).toBeInTheDocument();
    expect(fetchMock.calls[0]!.path).toBe('/notices/n7');
    expect(document.title).toBe('Admission circular 2026-27 · GSVMC');
    expect(screen.getByText('2026 Nov 20')).toHaveAttribute('datetime', '2026-11-20T04:00:00.000Z');
    expect(screen.getByText('Admission')).toBeInTheDocument();
    expect(screen.getByText('MBBS first year')).toBeInTheDocument();

    // Paragraphs kept: a blank line separates them, a single break stays inside one.
    const text = screen.getByRole('region', { name: 'Text of the notice' });
    const paragraphs = within(text).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Applications open on 1 December.\nBring two photographs.',
      'ভর্তি পরীক্ষা ১০ ডিসেম্বর।',
    ]);
    // The Bengali paragraph on the English page is marked for a screen reader's voice.
    expect(paragraphs[1]).toHaveAttribute('lang', 'bn');
    expect(paragraphs[0]).not.toHaveAttribute('lang');

    const file = screen.getByRole('complementary', { name: 'The signed original' });
    expect(within(file).getByRole('img', { name: 'First page of Admission circular 2026-27' })).toHaveAttribute(
      'src',
      '/uploads/notices/n7-page1.webp',
    );
    const download = within(file).getByRole('link', { name: 'Download Admission circular 2026-27 (PDF)' });
    expect(download).toHaveAttribute('href', '/uploads/notices/n7.pdf');
    expect(download).toHaveAttribute('download');
    expect(file).toHaveTextContent('PDF, 1.2 MB');
    expect(file).toHaveTextContent('2 pages');
    expect(screen.getByRole('link', { name: /All notices/ })).toHaveAttribute('href', '/notice');
    // The page never asked for the PDF itself.
    expect(fetchMock.calls.every((call) => !call.path.endsWith('.pdf'))).toBe(true);
  });

  it('says so when the text was read by machine', async () => {
    mockFetch({ 'GET /notices/:id': () => json(detail({ textSource: 'ocr' })) });
    renderAt('/notice/n7');
    expect(await screen.findByText(/read by machine from the scanned pages/)).toBeInTheDocument();
  });

  it('while the text is being read, says so and shows it when it arrives', async () => {
    jest.useFakeTimers();
    let answer = detail({ text: '', textStatus: 'pending', textSource: null, previewUrl: null });
    const fetchMock = mockFetch({ 'GET /notices/:id': () => json(answer) });
    renderAt('/notice/n7');
    expect(await screen.findByText(/still being read from its pages/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download/ })).toBeInTheDocument();

    answer = detail({ text: 'Read at last.', textSource: 'ocr' });
    const asked = fetchMock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PENDING_POLL_MS);
    });
    expect(fetchMock.calls.length).toBeGreaterThan(asked);
    expect(await screen.findByText('Read at last.')).toBeInTheDocument();
    expect(screen.queryByText(/still being read/)).not.toBeInTheDocument();

    // Read: no more asking.
    const settled = fetchMock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PENDING_POLL_MS * 3);
    });
    expect(fetchMock.calls.length).toBe(settled);
  });

  it('tells the visitor to download the PDF when the text could not be read', async () => {
    mockFetch({ 'GET /notices/:id': () => json(detail({ text: '', textStatus: 'failed', textSource: null })) });
    renderAt('/notice/n7');
    expect(await screen.findByText(/could not be read from its pages/)).toBeInTheDocument();
  });

  it('an unknown or unpublished notice is "Notice not found", with the way back to the board', async () => {
    mockFetch({ 'GET /notices/:id': () => apiError(404, 'Notice not found', 'NOT_FOUND') });
    renderAt('/notice/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All notices/ })).toHaveAttribute('href', '/notice');
  });

  it('a failed load offers Retry', async () => {
    let fail = true;
    mockFetch({ 'GET /notices/:id': () => (fail ? networkError() : json(detail())) });
    renderAt('/notice/n7');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The notice could not be loaded')).toBeInTheDocument();
    fail = false;
    retry.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admission circular 2026-27' })).toBeInTheDocument();
  });
});

describe('NoticePage in Bengali', () => {
  it('reads in Bengali: Bengali title, date and category, size and pages in Bengali digits', async () => {
    mockFetch({ 'GET /notices/:id': () => json(detail()) });
    renderAt('/notice/n7', 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'ভর্তি বিজ্ঞপ্তি ২০২৬-২৭' })).not.toHaveAttribute('lang');
    expect(document.title).toBe('ভর্তি বিজ্ঞপ্তি ২০২৬-২৭ · GSVMC');
    expect(screen.getByText('২০ নভেম্বর, ২০২৬')).toBeInTheDocument();
    expect(screen.getByText('ভর্তি')).toBeInTheDocument();
    const text = screen.getByRole('region', { name: 'নোটিশের লেখা' });
    expect(within(text).getByText(/Applications open/)).toHaveAttribute('lang', 'en');
    const file = screen.getByRole('complementary', { name: 'স্বাক্ষরিত মূল কপি' });
    expect(file).toHaveTextContent('পিডিএফ, ১.২ MB');
    expect(file).toHaveTextContent('২ পৃষ্ঠা');
    expect(within(file).getByRole('link', { name: 'ভর্তি বিজ্ঞপ্তি ২০২৬-২৭ ডাউনলোড করুন (পিডিএফ)' })).toHaveTextContent(
      'ডাউনলোড',
    );
  });

  it('says in Bengali that the text is being read, or could not be', async () => {
    mockFetch({ 'GET /notices/:id': () => json(detail({ text: '', textStatus: 'failed', textSource: null })) });
    renderAt('/notice/n7', 'bn');
    expect(await screen.findByText(/পাতাগুলো থেকে পড়া যায়নি/)).toBeInTheDocument();
  });

  it('a missing notice in Bengali', async () => {
    mockFetch({ 'GET /notices/:id': () => apiError(404, 'Notice not found') });
    renderAt('/notice/x', 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'নোটিশটি পাওয়া যায়নি' })).toBeInTheDocument();
  });
});
