// A notice sent as photos of its pages: the pages before sending (thumbnails of the scaled photos),
// their order, removal, the scaling of each photo, Cancel on the running upload, and the refusals in
// both languages.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTICE_PAGE_LIMITS } from '@gsvmc/shared-types';
import { LocaleProvider, setRuntimeConfig, type Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { FakeXhr, installFakeXhr, lastXhr } from '../../../test/fakeXhr';
import { scalePhoto, UnreadablePhotoError } from '../../lib/scalePhoto';
import NoticeUploadPage from './NoticeUploadPage';

jest.mock('../../lib/scalePhoto', () => {
  const actual = jest.requireActual('../../lib/scalePhoto');
  return { ...actual, scalePhoto: jest.fn() };
});
const scale = scalePhoto as jest.MockedFunction<typeof scalePhoto>;

jest.setTimeout(30_000);

/** A photo as the phone gives it; its scaled page says which photo it came from. */
const photo = (name: string, type = 'image/jpeg') => new File([`raw ${name}`], name, { type });
const scaledOf = (name: string) => new Blob([`scaled ${name}`], { type: 'image/jpeg' });
// The form's parts may be the test environment's own Blob or Node's: each reads its bytes with text().
const blobText = (blob: Blob) =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });

let urlCount = 0;
const revoked: string[] = [];

function setup(locale: Locale = 'en') {
  const fetchMock = mockFetch({
    'GET /notices/admin': () => json([]),
    'GET /notices/:id': () =>
      json({
        _id: 'new1',
        title: '',
        pdfUrl: '/uploads/notices/new1.pdf',
        date: '2026-11-27T06:00:00.000Z',
        publishAt: '2026-11-27T06:00:00.000Z',
        updatedAt: '2026-11-27T06:00:00.000Z',
        category: 'general',
        pinned: false,
        text: null,
        textStatus: 'pending',
        textSource: null,
        pageCount: null,
        fileSize: 1000,
        previewUrl: null,
        titleFromText: false,
      }),
  });
  const view = renderWithProviders(
    <LocaleProvider locale={locale}>
      <NoticeUploadPage />
    </LocaleProvider>,
    { preloadedState: authState('admin') },
  );
  return { ...view, fetchMock, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

beforeEach(() => {
  window.localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api' });
  installFakeXhr();
  scale.mockReset();
  scale.mockImplementation(async (file) => scaledOf((file as File).name));
  urlCount = 0;
  revoked.length = 0;
  URL.createObjectURL = jest.fn(() => `blob:page-${++urlCount}`);
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});

const camera = () => screen.getByTestId('notice-camera');
const gallery = () => screen.getByTestId('notice-photos');
const pageNames = () =>
  within(screen.getByRole('list', { name: 'Pages of the notice' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

describe('a notice from photos of its pages', () => {
  it('offers the camera and several photos, scales each photo, shows the pages in order and sends them so', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Photos of the pages' }));
    // The camera on a phone; any pictures; several at once.
    expect(camera()).toHaveAttribute('capture', 'environment');
    expect(camera()).toHaveAttribute('accept', 'image/*');
    expect(camera()).toHaveAttribute('multiple');
    expect(gallery()).not.toHaveAttribute('capture');

    // One page from the camera, then two more chosen together.
    await user.upload(camera(), photo('IMG_1.jpg'));
    await user.upload(gallery(), [photo('IMG_2.jpg'), photo('IMG_3.png', 'image/png')]);
    await waitFor(() =>
      expect(pageNames()).toEqual(['Page 1 (IMG_1.jpg)', 'Page 2 (IMG_2.jpg)', 'Page 3 (IMG_3.png)']),
    );
    // Each photo was scaled in the browser before anything is sent.
    expect(scale.mock.calls.map(([file]) => (file as File).name)).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.png']);
    expect(screen.getByText('3 pages')).toBeInTheDocument();
    // The thumbnails are the scaled pages.
    expect(screen.getByRole('img', { name: 'Page 1 (IMG_1.jpg)' })).toHaveAttribute('src', 'blob:page-1');

    // Reorder: the third page goes first; then the (new) second page is removed.
    await user.click(screen.getByRole('button', { name: 'Move page 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move page 2 up' }));
    expect(pageNames()).toEqual(['Page 1 (IMG_3.png)', 'Page 2 (IMG_1.jpg)', 'Page 3 (IMG_2.jpg)']);
    expect(screen.getByRole('button', { name: 'Move page 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move page 3 down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove page 2' }));
    expect(pageNames()).toEqual(['Page 1 (IMG_3.png)', 'Page 2 (IMG_2.jpg)']);
    // The removed page's thumbnail is freed.
    expect(revoked).toEqual(['blob:page-1']);

    // The title may be left to the text.
    expect(screen.getByLabelText(/^Title \(optional with photos\)/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const body = lastXhr().body as FormData;
    expect(body.get('pdf')).toBeNull();
    expect(body.get('title')).toBeNull();
    const sent = body.getAll('pages') as File[];
    expect(await Promise.all(sent.map(blobText))).toEqual(['scaled IMG_3.png', 'scaled IMG_2.jpg']);
    expect(sent.map((f) => f.name)).toEqual(['page-1.jpg', 'page-2.jpg']);

    await act(async () =>
      lastXhr().respond(201, { _id: 'new1', title: '', textStatus: 'pending', pdfUrl: '/uploads/notices/new1.pdf' }),
    );
    // The pages are gone from the form, and the notice's text is shown as it is read.
    expect(screen.queryByRole('list', { name: 'Pages of the notice' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Text of the notice: Untitled notice' })).toBeInTheDocument();
    expect(await screen.findByText(/Reading the text from the pages/)).toBeInTheDocument();
  });

  it('asks for a page when Upload is pressed without one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Photos of the pages' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one photo of a page');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('Cancel stops the running upload and keeps the pages and fields to send again', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Photos of the pages' }));
    await user.upload(camera(), [photo('a.jpg'), photo('b.jpg')]);
    await waitFor(() => expect(pageNames()).toHaveLength(2));
    await user.type(screen.getByLabelText(/^Title \(optional with photos\)/), 'Exam routine');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = lastXhr();
    act(() => xhr.progress(30, 100));
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText(/Upload cancelled\. Nothing was sent/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(pageNames()).toEqual(['Page 1 (a.jpg)', 'Page 2 (b.jpg)']);
    expect(screen.getByLabelText(/^Title \(optional with photos\)/)).toHaveValue('Exam routine');
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();

    // Sent again as it is.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.instances).toHaveLength(2);
    expect((lastXhr().body as FormData).get('title')).toBe('Exam routine');
  });
});

describe.each([
  {
    locale: 'en' as Locale,
    radio: 'Photos of the pages',
    pagesList: 'Pages of the notice',
    notAPhoto: 'notes.txt is not a photo. Choose JPEG, PNG or WebP pictures of the pages.',
    unreadable: 'IMG_9.heic could not be read as a picture on this device. Take the photo again, or choose a JPEG.',
    tooMany: `A notice takes at most ${NOTICE_PAGE_LIMITS.pages} pages; the rest were not added.`,
    count: `${NOTICE_PAGE_LIMITS.pages} pages`,
  },
  {
    locale: 'bn' as Locale,
    radio: 'পাতাগুলোর ছবি',
    pagesList: 'নোটিশের পাতাসমূহ',
    notAPhoto: 'notes.txt কোনো ছবি নয়। পাতাগুলোর JPEG, PNG বা WebP ছবি বেছে নিন।',
    unreadable: 'IMG_9.heic এই ডিভাইসে ছবি হিসেবে পড়া যায়নি। আবার ছবি তুলুন, অথবা একটি JPEG বেছে নিন।',
    tooMany: 'একটি নোটিশে সর্বোচ্চ ২০টি পাতা থাকতে পারে; বাকিগুলো যোগ করা হয়নি।',
    count: '২০টি পাতা',
  },
])('refusals of photos ($locale)', ({ locale, radio, pagesList, notAPhoto, unreadable, tooMany, count }) => {
  it('refuses what is not a photo, a photo the browser cannot read, and pages beyond the limit', async () => {
    scale.mockImplementation(async (file) => {
      if ((file as File).name.endsWith('.heic')) throw new UnreadablePhotoError((file as File).name);
      return scaledOf((file as File).name);
    });
    const { user } = setup(locale);
    await user.click(screen.getByRole('radio', { name: radio }));

    await user.upload(gallery(), [photo('notes.txt', 'text/plain'), photo('ok.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(notAPhoto);
    expect(scale).toHaveBeenCalledTimes(1);

    await user.upload(gallery(), photo('IMG_9.heic', 'image/heic'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(unreadable));
    // Only the good page stays.
    const list = screen.getByRole('list', { name: pagesList });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    const many = Array.from({ length: NOTICE_PAGE_LIMITS.pages + 2 }, (_, i) => photo(`p${i}.jpg`));
    await user.upload(gallery(), many);
    expect(screen.getByRole('alert')).toHaveTextContent(tooMany);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(NOTICE_PAGE_LIMITS.pages));
    expect(screen.getByText(count)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
