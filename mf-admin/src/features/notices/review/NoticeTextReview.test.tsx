// Checking and correcting a notice's text in the portal: shown as soon as it is read (asked again
// while pending, and no longer after), saved with PUT, read again after a failure, and a title read
// from the text confirmed by the clerk.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NoticeDetail } from '@gsvmc/shared-types';
import { LocaleProvider, setRuntimeConfig, type AppStore, type Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch, type MockRequest } from '@gsvmc/shared-kit/test/mockFetch';
import { NoticeTextReview, REVIEW_POLL_MS } from './NoticeTextReview';

const detail = (over: Partial<NoticeDetail> = {}): NoticeDetail => ({
  _id: 'n1',
  title: 'Exam routine',
  date: '2026-11-01T10:00:00.000Z',
  publishAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  pdfUrl: '/uploads/notices/n1.pdf',
  category: 'examination',
  pinned: false,
  text: 'The second professional examination begins on 5 January.\n\nBring your admit card.',
  textStatus: 'done',
  textSource: 'ocr',
  pageCount: 2,
  fileSize: 300_000,
  previewUrl: '/uploads/notices/n1.webp',
  titleFromText: false,
  ...over,
});
const toasts = (store: AppStore) => store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`);
const bodyOf = async (req: MockRequest) => JSON.parse(await req.request.clone().text()) as Record<string, unknown>;

function setup(routes: Parameters<typeof mockFetch>[0], locale: Locale = 'en') {
  const fetchMock = mockFetch(routes);
  const onClose = jest.fn();
  const view = renderWithProviders(
    <LocaleProvider locale={locale}>
      <NoticeTextReview id="n1" onClose={onClose} />
    </LocaleProvider>,
    { preloadedState: authState('editor') },
  );
  return { ...view, fetchMock, onClose };
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));
afterEach(() => jest.useRealTimers());

test('shows the text beside the first page, and saves the clerk’s correction with PUT', async () => {
  let current = detail();
  const puts: Record<string, unknown>[] = [];
  const { store, onClose } = setup({
    'GET /notices/:id': () => json(current),
    'PUT /notices/:id': async (req) => {
      const body = await bodyOf(req);
      puts.push(body);
      current = detail({ text: String(body.text), textSource: 'staff' });
      return json(current);
    },
  });
  const text = await screen.findByLabelText('Text (a blank line between paragraphs)');
  expect(text).toHaveValue('The second professional examination begins on 5 January.\n\nBring your admit card.');
  expect(screen.getByRole('img', { name: 'First page of the notice' })).toHaveAttribute(
    'src',
    '/uploads/notices/n1.webp',
  );
  expect(screen.getByRole('link', { name: 'Open the PDF (all pages)' })).toHaveAttribute(
    'href',
    '/uploads/notices/n1.pdf',
  );
  expect(screen.getByRole('link', { name: 'Open the notice’s page' })).toHaveAttribute('href', '/notice/n1');
  expect(screen.getByText(/Read by machine from the page images/)).toBeInTheDocument();
  // The clerk's eyes go to the panel.
  expect(screen.getByRole('heading', { name: 'Text of the notice: Exam routine' })).toHaveFocus();

  fireEvent.change(text, { target: { value: 'The second professional examination begins on 6 January.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save text' }));
  await waitFor(() => expect(puts).toEqual([{ text: 'The second professional examination begins on 6 January.' }]));
  await waitFor(() => expect(toasts(store)).toContain('success: Text saved. Visitors read it on the notice’s page.'));
  expect(await screen.findByText('Corrected by staff.')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

test('an empty text is refused before the round trip; a refused save says why and keeps the text', async () => {
  const { fetchMock } = setup({
    'GET /notices/:id': () => json(detail()),
    'PUT /notices/:id': () => apiError(400, 'The text is longer than 100000 characters', 'VALIDATION_FAILED'),
  });
  const text = await screen.findByLabelText('Text (a blank line between paragraphs)');
  fireEvent.change(text, { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save text' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please type the text of the notice before saving');
  expect(fetchMock.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  fireEvent.change(text, { target: { value: 'x'.repeat(10) } });
  fireEvent.click(screen.getByRole('button', { name: 'Save text' }));
  expect(
    await screen.findByText(/The text could not be saved: The text is longer than 100000 characters/),
  ).toBeInTheDocument();
  expect(text).toHaveValue('x'.repeat(10));
});

test('while the text is being read it asks again, shows the text when it is ready, then stops asking', async () => {
  jest.useFakeTimers();
  let current = detail({ text: null, textStatus: 'pending', textSource: null, previewUrl: null });
  const { fetchMock } = setup({ 'GET /notices/:id': () => json(current) });
  expect(await screen.findByText(/Reading the text from the pages/)).toBeInTheDocument();
  expect(screen.getByText(/appears once the notice has been read/)).toBeInTheDocument();
  const gets = () => fetchMock.calls.filter((c) => c.method === 'GET').length;

  const before = gets();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS);
  });
  expect(gets()).toBeGreaterThan(before);

  current = detail({ text: 'Read at last.', textStatus: 'done' });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS);
  });
  await waitFor(() =>
    expect(screen.getByLabelText('Text (a blank line between paragraphs)')).toHaveValue('Read at last.'),
  );
  expect(screen.queryByText(/Reading the text from the pages/)).not.toBeInTheDocument();

  const settled = gets();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS * 4);
  });
  expect(gets()).toBe(settled);
});

test('a text the clerk is typing is not replaced when the reading finishes', async () => {
  jest.useFakeTimers();
  let current = detail({ text: null, textStatus: 'pending', textSource: null });
  setup({ 'GET /notices/:id': () => json(current) });
  const text = await screen.findByLabelText('Text (a blank line between paragraphs)');
  fireEvent.change(text, { target: { value: 'Typed by the clerk' } });
  current = detail({ text: 'Read by machine', textStatus: 'done' });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS);
  });
  await waitFor(() => expect(screen.queryByText(/Reading the text from the pages/)).not.toBeInTheDocument());
  expect(text).toHaveValue('Typed by the clerk');
});

test('a failed reading offers "Try reading again", which queues it again', async () => {
  let current = detail({ text: null, textStatus: 'failed', textSource: null });
  const { fetchMock, store } = setup({
    'GET /notices/:id': () => json(current),
    'POST /notices/:id/text/retry': () => {
      current = detail({ text: null, textStatus: 'pending', textSource: null });
      return json(current);
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The text could not be read from the pages.');
  fireEvent.click(screen.getByRole('button', { name: 'Try reading again' }));
  await waitFor(() =>
    expect(fetchMock.calls.some((c) => c.method === 'POST' && c.path === '/notices/n1/text/retry')).toBe(true),
  );
  expect(await screen.findByText(/Reading the text from the pages/)).toBeInTheDocument();
  expect(toasts(store)).toContain('success: The notice is being read again.');
});

test('a title read from the text is confirmed by the clerk (PUT title)', async () => {
  let current = detail({ title: 'NOTICE: Second professional examination', titleFromText: true });
  const puts: Record<string, unknown>[] = [];
  setup({
    'GET /notices/:id': () => json(current),
    'PUT /notices/:id': async (req) => {
      const body = await bodyOf(req);
      puts.push(body);
      current = detail({ title: String(body.title), titleFromText: false });
      return json(current);
    },
  });
  expect(await screen.findByText(/The title was read from the first line of the text/)).toBeInTheDocument();
  const title = screen.getByLabelText('Title');
  expect(title).toHaveValue('NOTICE: Second professional examination');
  fireEvent.change(title, { target: { value: 'Second professional examination' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm title' }));
  await waitFor(() => expect(puts).toEqual([{ title: 'Second professional examination' }]));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm title' })).not.toBeInTheDocument());
  expect(
    screen.getByRole('heading', { name: 'Text of the notice: Second professional examination' }),
  ).toBeInTheDocument();
});

test('in Bengali: the state, the labels and the refusals', async () => {
  setup(
    {
      'GET /notices/:id': () =>
        json(detail({ text: null, textStatus: 'failed', textSource: null, titleFromText: false })),
    },
    'bn',
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('পাতাগুলো থেকে লেখা পড়া যায়নি।');
  expect(screen.getByRole('button', { name: 'আবার পড়ার চেষ্টা করুন' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'লেখা সংরক্ষণ করুন' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
    'সংরক্ষণের আগে অনুগ্রহ করে নোটিশের লেখা টাইপ করুন',
  );
  expect(screen.getByRole('heading', { name: 'নোটিশের লেখা: Exam routine' })).toBeInTheDocument();
});
