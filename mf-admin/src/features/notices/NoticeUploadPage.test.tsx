import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotice } from '@gsvmc/shared-types';
import { UPLOAD_LIMITS } from '@gsvmc/shared-types';
import { setRuntimeConfig, tokenStorage, type AppStore } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { FakeXhr, installFakeXhr, lastXhr } from '../../../test/fakeXhr';
import NoticeUploadPage from './NoticeUploadPage';

// Whole-form journeys with typing; generous when the machine is busy.
jest.setTimeout(30_000);

const notice: AdminNotice = {
  _id: 'n1',
  title: 'Exam routine',
  date: '2026-11-01T10:00:00.000Z',
  pdfUrl: '/uploads/notices/a.pdf',
  description: 'Phase 2',
  category: 'examination',
  pinned: false,
  publishAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'live',
};
const pdf = (name = 'Admission notice.pdf', type = 'application/pdf') => new File(['%PDF-1.4 test'], name, { type });
const toasts = (store: AppStore) => store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`);

function setup(list: AdminNotice[] = [], extra: Parameters<typeof mockFetch>[0] = {}) {
  let current = list;
  const fetchMock = mockFetch({
    'GET /notices/admin': () => json(current),
    'DELETE /notices/:id': () => json({ message: 'deleted' }),
    'GET /stats': () => json({ faculty: 0, notices: 0, photos: 0, alumni: 0 }),
    // The notice just sent, as the text panel asks for it.
    'GET /notices/:id': () =>
      json({ ...notice, _id: 'n2', title: 'Admission 2026', text: null, textStatus: 'pending' }),
    ...extra,
  });
  const view = renderWithProviders(<NoticeUploadPage />, { preloadedState: authState('admin') });
  return {
    ...view,
    fetchMock,
    setList: (next: AdminNotice[]) => (current = next),
    user: userEvent.setup({ applyAccept: false, delay: null }),
  };
}

const fileInput = () => screen.getByLabelText(/Drag and drop a PDF here|click or drop to choose another/);

beforeEach(() => {
  window.localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api' });
  installFakeXhr();
});

describe('NoticeUploadPage', () => {
  it('shows the title, and the empty list message', async () => {
    setup([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Upload & View Notices' })).toBeInTheDocument();
    expect(await screen.findByText('No notices uploaded yet.')).toBeInTheDocument();
  });

  it('asks for a file when Upload is pressed without one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file');
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a picked non-PDF with "Only PDF files are allowed!"', async () => {
    const { user, store } = setup();
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files are allowed!');
    expect(toasts(store)).toContain('error: Only PDF files are allowed!');
    expect(screen.queryByLabelText(/^Title(?! \(Bengali\))/)).not.toBeInTheDocument();
  });

  it('refuses a dropped non-PDF, even one named .pdf with another type', async () => {
    setup();
    const zone = screen.getByTestId('notice-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files are allowed!');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'fake.pdf', { type: 'image/png' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files are allowed!');
  });

  it('accepts a dropped PDF and a PDF with no MIME type', () => {
    setup();
    const zone = screen.getByTestId('notice-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('Holiday list.pdf', '')] } });
    expect(screen.getByLabelText(/^Title(?! \(Bengali\))/)).toHaveValue('Holiday list');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a PDF over the size limit with a clear message', async () => {
    const { user } = setup();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMITS.pdfBytes + 1 });
    await user.upload(fileInput(), big);
    expect(screen.getByRole('alert')).toHaveTextContent(/largest allowed is 10 MB/);
    expect(screen.queryByLabelText(/^Title(?! \(Bengali\))/)).not.toBeInTheDocument();
  });

  it('uploads with a progress bar: no file, file selected, uploading, back to no file', async () => {
    tokenStorage.set('tok-admin');
    const { user, store, fetchMock, setList } = setup([]);
    await screen.findByText('No notices uploaded yet.');
    await user.upload(fileInput(), pdf());
    const title = screen.getByLabelText(/^Title(?! \(Bengali\))/);
    expect(title).toHaveValue('Admission notice');
    await user.clear(title);
    await user.type(title, 'Admission 2026');
    await user.type(screen.getByLabelText('Description (optional)'), 'For new students');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/notices/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok-admin');
    const body = xhr.body as FormData;
    expect(body.get('title')).toBe('Admission 2026');
    expect(body.get('description')).toBe('For new students');
    expect((body.get('pdf') as File).name).toBe('Admission notice.pdf');

    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');

    setList([{ ...notice, _id: 'n2', title: 'Admission 2026' }]);
    await act(async () => xhr.respond(201, { _id: 'n2' }));
    expect(toasts(store)).toContain('success: File uploaded successfully!');
    expect(await screen.findByRole('heading', { name: 'Admission 2026' })).toBeInTheDocument();
    expect(fetchMock.calls.filter((c) => c.path === '/notices/admin')).toHaveLength(2);
    expect(screen.queryByLabelText(/^Title(?! \(Bengali\))/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    // The notice's text, for the clerk to check as soon as it is read.
    expect(await screen.findByRole('heading', { name: 'Text of the notice: Admission 2026' })).toBeInTheDocument();
  });

  it('shows "Error uploading file" with the server message, and keeps the file', async () => {
    const { user, store } = setup();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => lastXhr().respond(413, { message: 'File too large', code: 'PAYLOAD_TOO_LARGE' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error uploading file: File too large');
    expect(toasts(store)).toContain('error: Error uploading file');
    expect(screen.getByLabelText(/^Title(?! \(Bengali\))/)).toHaveValue('Admission notice');
  });

  it('ends the session when the upload answers 401 to a stored token, as the shared api does', async () => {
    tokenStorage.set('expired');
    const { user, store } = setup();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => lastXhr().respond(401, { message: 'Token expired', code: 'UNAUTHORIZED' }));
    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('shows plain "Error uploading file" when the network fails', async () => {
    const { user } = setup();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => lastXhr().fail());
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error uploading file$/);
  });

  it('lists notices with Download, and deletes one after confirmation', async () => {
    const { user, store, fetchMock, setList } = setup([notice]);
    expect(await screen.findByRole('heading', { name: 'Exam routine' })).toBeInTheDocument();
    expect(screen.getByText('Phase 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Exam routine' })).toHaveAttribute(
      'href',
      '/uploads/notices/a.pdf',
    );

    await user.click(screen.getByRole('button', { name: 'Delete Exam routine' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete “Exam routine”? It goes to the Trash; you can restore it there.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.calls.some((c) => c.method === 'DELETE')).toBe(false);

    setList([]);
    await user.click(screen.getByRole('button', { name: 'Delete Exam routine' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts(store)).toContain('success: “Exam routine” is in the Trash.'));
    expect(fetchMock.calls.find((c) => c.method === 'DELETE')?.path).toBe('/notices/n1');
    expect(await screen.findByText('No notices uploaded yet.')).toBeInTheDocument();
  });

  it('reports "Error deleting notice" when the delete fails', async () => {
    mockFetch({ 'GET /notices/admin': () => json([notice]), 'DELETE /notices/:id': () => apiError(500, 'Disk error') });
    const { store } = renderWithProviders(<NoticeUploadPage />, { preloadedState: authState('admin') });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Exam routine' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts(store).some((t) => t.startsWith('error: Error deleting notice'))).toBe(true));
    expect(screen.getByRole('heading', { name: 'Exam routine' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch({ 'GET /notices/admin': () => (fail ? apiError(500, 'Down') : json([notice])) });
    renderWithProviders(<NoticeUploadPage />, { preloadedState: authState('admin') });
    expect(await screen.findByText('Failed to load notices')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Exam routine' })).toBeInTheDocument();
  });

  it('gives a small file its size in KB, not "0 MB", and speaks of tapping on a touch screen', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('pointer: coarse'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { user } = setup();
      const input = screen.getByLabelText(/Tap to choose a PDF/);
      expect(screen.queryByText(/Drag and drop/)).not.toBeInTheDocument();
      await user.upload(input, new File([new Uint8Array(20 * 1024)], 'Small.pdf', { type: 'application/pdf' }));
      expect(screen.getByText('20 KB · tap to choose another')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('sends category, pin, publish and expiry dates with the upload', async () => {
    const { user } = setup([]);
    await screen.findByText('No notices uploaded yet.');
    await user.upload(fileInput(), pdf());
    await user.selectOptions(screen.getByLabelText('Category'), 'Admission');
    await user.click(screen.getByLabelText('Pin to the top of the notice board'));
    await user.type(screen.getByLabelText('Publish date (optional)'), '2030-01-15T09:30');
    await user.type(screen.getByLabelText('Expiry date (optional)'), '2030-02-15T17:00');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const body = lastXhr().body as FormData;
    expect(body.get('category')).toBe('admission');
    expect(body.get('pinned')).toBe('true');
    // Typed as Dhaka wall-clock time, whatever the zone of the machine running the test.
    expect(body.get('publishAt')).toBe('2030-01-15T03:30:00.000Z');
    expect(body.get('expiresAt')).toBe('2030-02-15T11:00:00.000Z');
  });

  it('leaves the dates out when empty (publish now, never expire) and refuses an expiry before the publish date', async () => {
    const { user } = setup([]);
    await user.upload(fileInput(), pdf());
    await user.type(screen.getByLabelText('Publish date (optional)'), '2030-01-15T09:30');
    await user.type(screen.getByLabelText('Expiry date (optional)'), '2030-01-14T09:30');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('The expiry date must be after the publish date')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    await user.clear(screen.getByLabelText('Publish date (optional)'));
    await user.clear(screen.getByLabelText('Expiry date (optional)'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const body = lastXhr().body as FormData;
    expect(body.get('publishAt')).toBeNull();
    expect(body.get('expiresAt')).toBeNull();
    expect(body.get('category')).toBe('general');
    expect(body.get('pinned')).toBe('false');
  });

  it('shows scheduled, live and expired notices apart, with their dates', async () => {
    setup([
      { ...notice, _id: 's', title: 'Next term routine', status: 'scheduled', publishAt: '2030-01-15T03:30:00.000Z' },
      { ...notice, _id: 'l', title: 'Admission open', status: 'live', pinned: true, category: 'admission' },
      { ...notice, _id: 'e', title: 'Old holiday', status: 'expired', expiresAt: '2026-01-02T00:00:00.000Z' },
    ]);
    const scheduled = await screen.findByRole('list', { name: 'Scheduled notices' });
    expect(within(scheduled).getByRole('listitem')).toHaveTextContent('Next term routine');
    expect(within(scheduled).getByRole('listitem')).toHaveTextContent(/Publishes 15 Jan 2030, 09:30/);
    const live = screen.getByRole('list', { name: 'Live notices' });
    expect(within(live).getByRole('listitem')).toHaveTextContent('Admission · Pinned');
    const expired = screen.getByRole('list', { name: 'Expired notices' });
    expect(within(expired).getByRole('listitem')).toHaveTextContent(/Expired 2 Jan 2026, 06:00/);
    expect(screen.getByRole('heading', { name: 'Scheduled (1)' })).toBeInTheDocument();
  });

  it('edits a notice as JSON from a dialog, and the list reloads', async () => {
    let sent: unknown;
    const { user, store, setList, fetchMock } = setup([notice], {
      'PUT /notices/:id': async ({ request }) => {
        sent = await request.json();
        return json({ ...notice, title: 'Exam routine (revised)' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Exam routine' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit notice: Exam routine' });
    expect(within(dialog).getByLabelText(/^Title(?! \(Bengali\))/)).toHaveValue('Exam routine');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('examination');
    await user.clear(within(dialog).getByLabelText(/^Title(?! \(Bengali\))/));
    await user.type(within(dialog).getByLabelText(/^Title(?! \(Bengali\))/), 'Exam routine (revised)');
    await user.click(within(dialog).getByLabelText('Pin to the top of the notice board'));
    setList([{ ...notice, title: 'Exam routine (revised)', pinned: true }]);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts(store)).toContain('success: Notice updated successfully!');
    expect(sent).toMatchObject({
      title: 'Exam routine (revised)',
      pinned: true,
      category: 'examination',
      description: 'Phase 2',
      publishAt: notice.publishAt,
      expiresAt: null,
    });
    expect(fetchMock.calls.find((c) => c.method === 'PUT')?.path).toBe('/notices/n1');
    expect(await screen.findByRole('heading', { name: 'Exam routine (revised)' })).toBeInTheDocument();
  });

  it('replaces the PDF with multipart, and keeps the dialog open with the reason when saving fails', async () => {
    let attempt = 0;
    let sent: FormData | undefined;
    const { user } = setup([notice], {
      'PUT /notices/:id': async ({ request }) => {
        attempt += 1;
        if (attempt === 1) return apiError(415, 'Only PDF files are allowed', 'UNSUPPORTED_MEDIA_TYPE');
        sent = await request.formData();
        return json(notice);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Exam routine' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Replace the PDF (optional)'), pdf('Routine v2.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error updating notice: Only PDF files are allowed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((sent!.get('pdf') as File).name).toBe('Routine v2.pdf');
    expect(sent!.get('title')).toBe('Exam routine');
    expect(sent!.get('expiresAt')).toBe('');
  });
});
