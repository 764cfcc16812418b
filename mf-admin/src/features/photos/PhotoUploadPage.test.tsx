import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_LIMITS, type Photo } from '@gsvmc/shared-types';
import { setRuntimeConfig, tokenStorage, type AppStore } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { FakeXhr, installFakeXhr, lastXhr } from '../../../test/fakeXhr';
import { fileOf, installCanvas, installUnreadable, uninstallCanvas } from '../../../test/fakeCanvas';
import PhotoUploadPage from './PhotoUploadPage';

// Whole-form journeys with typing; generous when the machine is busy.
jest.setTimeout(30_000);

const photo: Photo = {
  _id: 'p1',
  title: 'Convocation 2025',
  imageUrl: '/uploads/photos/c.webp',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const png = () => new File(['png'], 'campus.png', { type: 'image/png' });
const toasts = (store: AppStore) => store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`);

function setup(list: Photo[] = []) {
  let current = list;
  const fetchMock = mockFetch({
    'GET /photo': () => json(current),
    'DELETE /photo/:id': () => json({ message: 'deleted' }),
  });
  const view = renderWithProviders(<PhotoUploadPage />, { preloadedState: authState('admin') });
  return {
    ...view,
    fetchMock,
    setList: (next: Photo[]) => (current = next),
    user: userEvent.setup({ applyAccept: false, delay: null }),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' });
  installFakeXhr();
});
afterEach(uninstallCanvas);

const MB = 1024 * 1024;
const sentPhoto = () => (lastXhr().body as FormData).get('photo') as File;

describe('PhotoUploadPage', () => {
  it('has a required title and a required file input', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Upload' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toBeRequired();
    expect(screen.getByLabelText(/^Photo/)).toBeRequired();
    expect(screen.getByLabelText(/^Photo/)).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    expect(await screen.findByText('No photos uploaded yet.')).toBeInTheDocument();
  });

  it('says what is missing and uploads nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Please enter a title');
    expect(screen.getByLabelText(/^Photo/)).toHaveAccessibleDescription(/Please select a photo/);
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a file that is not an image when it is chosen', async () => {
    const { user } = setup();
    const input = screen.getByLabelText(/^Photo/);
    await user.upload(input, new File(['x'], 'doc.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/Photo must be an image/);
    await user.type(screen.getByLabelText(/^Title/), 'x');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('makes a 25 MB, 48-megapixel phone photo smaller before it is sent: the limit applies to what is sent', async () => {
    let decoded!: () => void;
    const { decode } = installCanvas({ width: 8000, height: 6000, encodedBytes: 1_200_000 });
    const drawnLater = decode.getMockImplementation()!;
    // The decoding held until the test has seen "Preparing the photo…".
    decode.mockImplementationOnce(
      (...args) => new Promise((resolve) => (decoded = () => resolve(drawnLater(...args)))),
    );
    const chosen = fileOf('IMG_2041.JPG', 'image/jpeg', UPLOAD_LIMITS.imageBytes + 5 * MB);
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'Sports day');
    await user.upload(screen.getByLabelText(/^Photo/), chosen);
    // Chosen without a word: its size is judged once it is smaller.
    expect(screen.getByLabelText(/^Photo/)).not.toHaveAccessibleDescription(/20 MB or smaller/);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(screen.getByRole('button', { name: 'Preparing the photo…' })).toBeDisabled();
    expect(screen.getByText('Making the photo smaller for the web; the upload starts next.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    expect(FakeXhr.instances).toHaveLength(0);

    await act(async () => decoded());
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.queryByText('Making the photo smaller for the web; the upload starts next.')).not.toBeInTheDocument();
    const sent = sentPhoto();
    expect(sent.name).toBe('IMG_2041.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(1_200_000);
    expect((lastXhr().body as FormData).get('title')).toBe('Sports day');
    await act(async () => lastXhr().respond(201, { ...photo, _id: 'p9', title: 'Sports day' }));
    expect(screen.getByText('Photo uploaded successfully!')).toBeInTheDocument();
  });

  it('sends a small photo as it is', async () => {
    const { drawn } = installCanvas({ width: 1024, height: 768 });
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'Library');
    const chosen = fileOf('library.jpg', 'image/jpeg', 400_000);
    await user.upload(screen.getByLabelText(/^Photo/), chosen);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(sentPhoto().name).toBe('library.jpg');
    expect(sentPhoto().size).toBe(400_000);
    expect(drawn.draws).toHaveLength(0);
  });

  it('refuses before sending a photo still over 20 MB once prepared, and sends nothing', async () => {
    installUnreadable();
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'Huge');
    await user.upload(screen.getByLabelText(/^Photo/), fileOf('huge.heic', 'image/heic', UPLOAD_LIMITS.imageBytes + 1));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const input = screen.getByLabelText(/^Photo/);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Photo must be 20 MB or smaller/));
    expect(input).toHaveFocus();
    expect(FakeXhr.instances).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('sends a photo this browser cannot read (HEIC on Chrome) as it is, and shows the server’s reason', async () => {
    installUnreadable();
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'Garden');
    const chosen = fileOf('IMG_2042.HEIC', 'image/heic', 3 * MB);
    await user.upload(screen.getByLabelText(/^Photo/), chosen);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(sentPhoto().name).toBe('IMG_2042.HEIC');
    expect(sentPhoto().size).toBe(3 * MB);
    await act(async () =>
      lastXhr().respond(415, {
        message: 'The photo must be a JPEG, PNG, GIF or WebP image',
        code: 'FILE_TYPE_NOT_ALLOWED',
        values: { field: 'photo', allowed: ['jpeg', 'png', 'gif', 'webp'] },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG, GIF or WebP file.');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Garden');
  });

  it('cancels while the photo is being prepared: nothing is sent, and the title and photo stay', async () => {
    installCanvas({ width: 8000, height: 6000 });
    let decoded!: () => void;
    const decode = globalThis.createImageBitmap as unknown as jest.Mock;
    const drawnLater = decode.getMockImplementation()!;
    decode.mockImplementationOnce(
      (...args: unknown[]) => new Promise((resolve) => (decoded = () => resolve(drawnLater(...args)))),
    );
    const { user, store } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'Sports day');
    await user.upload(screen.getByLabelText(/^Photo/), fileOf('IMG_1.jpg', 'image/jpeg', 9 * MB));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(
      screen.getByText('Upload cancelled. Nothing was stored; the title and photo are still here.'),
    ).toBeInTheDocument();
    // The photo, made ready after the Cancel, is not sent.
    await act(async () => decoded());
    expect(FakeXhr.instances).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Sports day');
    expect((screen.getByLabelText(/^Photo/) as HTMLInputElement).files?.[0]?.name).toBe('IMG_1.jpg');
    expect(toasts(store).some((t) => t.startsWith('error'))).toBe(false);
  });

  it('uploads: "Uploading..." disabled with progress, then the message, a cleared form and a refreshed grid', async () => {
    tokenStorage.set('tok');
    const { user, setList, store } = setup([]);
    await screen.findByText('No photos uploaded yet.');
    await user.type(screen.getByLabelText(/^Title/), 'Campus at dawn');
    await user.upload(screen.getByLabelText(/^Photo/), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = lastXhr();
    expect(xhr.url).toBe('http://localhost/api/photo/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body as FormData).get('title')).toBe('Campus at dawn');
    expect(((xhr.body as FormData).get('photo') as File).name).toBe('campus.png');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    act(() => xhr.progress(3, 4));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '75');

    setList([{ ...photo, _id: 'p2', title: 'Campus at dawn', imageUrl: '/uploads/photos/d.png' }]);
    await act(async () => xhr.respond(201, { _id: 'p2' }));
    expect(screen.getByText('Photo uploaded successfully!')).toBeInTheDocument();
    expect(toasts(store)).toContain('success: Photo uploaded successfully!');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect((screen.getByLabelText(/^Photo/) as HTMLInputElement).value).toBe('');
    const img = await screen.findByRole('img', { name: 'Campus at dawn' });
    expect(img).toHaveAttribute('src', '/uploads/photos/d.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('shows the server’s reason, not a bare "failed", and keeps the title', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'Campus');
    await user.upload(screen.getByLabelText(/^Photo/), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () =>
      lastXhr().respond(413, {
        message: 'The photo is 9000 x 7000 pixels; images may have at most 50 megapixels',
        code: 'IMAGE_TOO_MANY_PIXELS',
        values: { field: 'photo', width: 9000, height: 7000, limit: 50 },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The photo is 9,000 × 7,000 pixels; at most 50 megapixels are accepted. Please upload a smaller picture.',
    );
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Campus');
  });

  it('gives the server’s reason in Bengali in the Bengali portal', async () => {
    mockFetch({ 'GET /photo': () => json([]) });
    renderWithProviders(<PhotoUploadPage />, { preloadedState: authState('admin'), locale: 'bn' });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await user.type(screen.getByLabelText(/^শিরোনাম/), 'ক্যাম্পাস');
    await user.upload(screen.getByLabelText(/^ছবি/), png());
    await user.click(screen.getByRole('button', { name: 'আপলোড' }));
    await act(async () =>
      lastXhr().respond(415, {
        message: 'The photo must be a JPEG, PNG, GIF or WebP image',
        code: 'FILE_TYPE_NOT_ALLOWED',
        values: { field: 'photo', allowed: ['jpeg', 'png', 'gif', 'webp'] },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ছবিটি অবশ্যই JPEG, PNG, GIF বা WebP ফাইল হতে হবে।');
    expect(screen.getByRole('alert')).not.toHaveTextContent('must be');
  });

  it('falls back to "Failed to upload photo" when the server gave no reason', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Title/), 'Campus');
    await user.upload(screen.getByLabelText(/^Photo/), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => lastXhr().respond(502, 'Bad gateway'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload photo. Please try again.');
  });

  it('cancels a long upload: the request stops, nothing is stored, and the title and photo stay', async () => {
    const { user, store } = setup([]);
    await screen.findByText('No photos uploaded yet.');
    await user.type(screen.getByLabelText(/^Title/), 'Campus at dawn');
    await user.upload(screen.getByLabelText(/^Photo/), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = lastXhr();
    act(() => xhr.progress(1, 4));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(
      await screen.findByText('Upload cancelled. Nothing was stored; the title and photo are still here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Campus at dawn');
    expect(toasts(store).some((t) => t.startsWith('error'))).toBe(false);
  });

  it('deletes a photo after confirmation', async () => {
    const { user, setList, fetchMock } = setup([photo]);
    await user.click(await screen.findByRole('button', { name: 'Delete Convocation 2025' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete “Convocation 2025”? It goes to the Trash; you can restore it there.');
    setList([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No photos uploaded yet.')).toBeInTheDocument();
    expect(fetchMock.calls.find((c) => c.method === 'DELETE')?.path).toBe('/photo/p1');
  });

  it('shows a failed delete', async () => {
    mockFetch({ 'GET /photo': () => json([photo]), 'DELETE /photo/:id': () => apiError(500, 'Disk error') });
    const { store } = renderWithProviders(<PhotoUploadPage />, { preloadedState: authState('admin') });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Convocation 2025' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts(store)).toContain('error: Failed to delete photo'));
    expect(screen.getByRole('img', { name: 'Convocation 2025' })).toBeInTheDocument();
  });

  it('shows the list error with Retry', async () => {
    let fail = true;
    mockFetch({ 'GET /photo': () => (fail ? apiError(500, 'down') : json([photo])) });
    renderWithProviders(<PhotoUploadPage />, { preloadedState: authState('admin') });
    expect(await screen.findByText('Failed to fetch photos. Please try again later.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Convocation 2025' })).toBeInTheDocument();
  });

  it('clears "Photo uploaded successfully!" once the admin does something else, and marks the new photo', async () => {
    const { user, setList } = setup([photo]);
    await screen.findByRole('img', { name: 'Convocation 2025' });
    await user.type(screen.getByLabelText(/^Title/), 'Campus at dawn');
    await user.upload(screen.getByLabelText(/^Photo/), png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    setList([photo, { ...photo, _id: 'p2', title: 'Campus at dawn', createdAt: '2026-02-01T00:00:00.000Z' }]);
    await act(async () => lastXhr().respond(201, { ...photo, _id: 'p2', title: 'Campus at dawn' }));
    expect(screen.getByText('Photo uploaded successfully!')).toBeInTheDocument();
    const added = (await screen.findByRole('img', { name: 'Campus at dawn' })).closest('li')!;
    expect(added).toHaveAttribute('data-highlighted', 'true');

    // A later delete: the earlier success must not stand beside whatever it brings.
    await user.click(screen.getByRole('button', { name: 'Delete Convocation 2025' }));
    expect(screen.queryByText('Photo uploaded successfully!')).not.toBeInTheDocument();
  });
});
