import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { seedPages, type Notice, type Photo } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import LandingPage from './LandingPage';
import { contentRoutes } from '../../../test/contentRoutes';

const notice = (i: number): Notice => ({
  _id: `n${i}`,
  title: `Notice ${i}`,
  // Notice i is published on day i: higher i is newer.
  date: `2026-03-${String(i).padStart(2, '0')}T06:00:00.000Z`,
  description: i === 5 ? 'Class routine for the new session' : undefined,
  pdfUrl: `/uploads/notices/n${i}.pdf`,
  category: 'general',
  pinned: false,
  publishAt: `2026-03-${String(i).padStart(2, '0')}T06:00:00.000Z`,
  updatedAt: `2026-03-${String(i).padStart(2, '0')}T06:00:00.000Z`,
});

const photo = (i: number): Photo => ({
  _id: `p${i}`,
  title: `Photo ${i}`,
  // A path as the API stores it, so the page offers its derivatives (shared-types imageDerivatives).
  imageUrl: `/uploads/photos/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.webp`,
  createdAt: `2026-02-${String(i).padStart(2, '0')}T06:00:00.000Z`,
});

const notices = [1, 2, 3, 4, 5].map(notice);
const photos = Array.from({ length: 10 }, (_, i) => photo(i + 1));

const section = (name: string) => screen.getByRole('region', { name });

describe('LandingPage', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

  it('sets the document title to "Landing Page · GSVMC"', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json([]),
      'GET /photo': () => json([]),
    });
    renderWithProviders(<LandingPage />);
    expect(document.title).toBe('Landing Page · GSVMC');
    await screen.findByText('No notices available at this time');
  });

  it('shows the 3 newest notices with short date, PDF link and "Show All Notices"', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json(notices),
      'GET /photo': () => json(photos),
    });
    renderWithProviders(<LandingPage />);
    const board = section('Notice Board');
    const items = await within(board).findAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(['Notice 5', 'Notice 4', 'Notice 3']);
    expect(within(board).getByText('2026 Mar 5')).toBeInTheDocument();
    expect(within(board).getByText('Class routine for the new session')).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: 'Download PDF: Notice 5' })).toHaveAttribute(
      'href',
      '/uploads/notices/n5.pdf',
    );
    // Each title leads to the notice's own page, where its text is.
    expect(within(board).getByRole('link', { name: 'Notice 5' })).toHaveAttribute('href', '/notice/n5');
    expect(within(board).getByRole('link', { name: 'Show All Notices' })).toHaveAttribute('href', '/notice');
  });

  it('puts a pinned notice first, however old', async () => {
    const pinnedOld = { ...notice(1), title: 'Pinned form fill-up', pinned: true };
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json([...notices.slice(1), pinnedOld]),
      'GET /photo': () => json(photos),
    });
    renderWithProviders(<LandingPage />);
    const items = await within(section('Notice Board')).findAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(['Pinned form fill-up', 'Notice 5', 'Notice 4']);
    expect(within(items[0]!.parentElement!).getByText('Pinned')).toBeInTheDocument();
  });

  it('marks notices of the last week "New", and only those', async () => {
    const fresh = { ...notice(6), title: 'Fresh routine', date: new Date(Date.now() - 86_400_000).toISOString() };
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json([fresh, ...notices]),
      'GET /photo': () => json(photos),
    });
    renderWithProviders(<LandingPage />);
    const items = await within(section('Notice Board')).findAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(['Fresh routine', 'Notice 5', 'Notice 4']);
    expect(within(items[0]!.parentElement!).getByText('New')).toBeInTheDocument();
    expect(within(items[1]!.parentElement!).queryByText('New')).not.toBeInTheDocument();
  });

  it('prefixes file paths with the configured file origin', async () => {
    setRuntimeConfig({ fileBaseUrl: 'https://files.example.org' });
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json(notices.slice(0, 1)),
      'GET /photo': () => json(photos.slice(0, 1)),
    });
    renderWithProviders(<LandingPage />);
    expect(await screen.findByRole('link', { name: 'Download PDF: Notice 1' })).toHaveAttribute(
      'href',
      'https://files.example.org/uploads/notices/n1.pdf',
    );
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      'https://files.example.org/uploads/photos/00000000-0000-4000-8000-000000000001.w640.webp',
    );
  });

  it('shows the 8 newest photos, lazy and with a fixed size, and "See More"', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json(notices),
      'GET /photo': () => json(photos),
    });
    renderWithProviders(<LandingPage />);
    const gallery = section('Photo Gallery');
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(8));
    const imgs = within(gallery).getAllByRole('img');
    expect(imgs[0]).toHaveAccessibleName('Photo 10');
    expect(within(gallery).queryByRole('img', { name: 'Photo 2' })).not.toBeInTheDocument();
    for (const img of imgs) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    expect(within(gallery).getByRole('link', { name: 'See More' })).toHaveAttribute('href', '/gallery');
  });

  it('shows spinners while loading', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => new Promise(() => {}),
      'GET /photo': () => new Promise(() => {}),
    });
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText('Loading notices...')).toBeInTheDocument();
    expect(screen.getByText('Loading photos...').closest('[role="status"]')).toBeInTheDocument();
  });

  it('shows errors with Retry that refetches', async () => {
    let noticeCalls = 0;
    let photoCalls = 0;
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => (++noticeCalls === 1 ? apiError(500, 'boom') : json(notices)),
      'GET /photo': () => (++photoCalls === 1 ? apiError(500, 'boom') : json(photos)),
    });
    renderWithProviders(<LandingPage />);
    const board = section('Notice Board');
    const gallery = section('Photo Gallery');
    expect(await within(board).findByRole('alert')).toHaveTextContent('Failed to load notices. Please try again.');
    expect(await within(gallery).findByRole('alert')).toHaveTextContent(
      'Failed to fetch photos. Please try again later.',
    );
    fireEvent.click(within(board).getByRole('button', { name: 'Retry' }));
    fireEvent.click(within(gallery).getByRole('button', { name: 'Retry' }));
    expect(await within(board).findByText('Notice 5')).toBeInTheDocument();
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(8));
  });

  it('shows empty states when there are no notices or photos', async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json([]),
      'GET /photo': () => json([]),
    });
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText('No notices available at this time')).toBeInTheDocument();
    expect(await screen.findByText('No photos available at this time')).toBeInTheDocument();
  });

  it("shows the principal's message marked as a sample and the college figures", async () => {
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json([]),
      'GET /photo': () => json([]),
    });
    renderWithProviders(<LandingPage />);
    await screen.findByRole('region', { name: "Principal's Message Sample entry" });
    const message = section("Principal's Message Sample entry");
    expect(within(message).getByText('Sample entry')).toBeInTheDocument();
    const about = section('About the College');
    expect(about).toHaveTextContent(
      'admits 50 students to a five-year MBBS programme followed by a one-year mandatory internship',
    );
    expect(about).toHaveTextContent('five academic hospitals and 17 primary health centres');
    expect(within(about).getByText('MBBS students admitted each year').previousSibling).toHaveTextContent('50');
    expect(within(about).getByText('academic hospitals').previousSibling).toHaveTextContent('5');
    expect(within(about).getByText('primary health centres').previousSibling).toHaveTextContent('17');
    expect(screen.getByRole('region', { name: 'College highlights' })).toBeInTheDocument();
    await screen.findByText('No photos available at this time');
  });
});

test('the slides, the message and the about block are the content the college published', async () => {
  const pages = seedPages();
  const home = structuredClone(pages.home!);
  for (const block of home.blocks) {
    if (block.type === 'slides') block.slides[0]!.caption = { en: 'Admission 2027 is open' };
    if (block.type === 'message') {
      block.sample = false;
      block.signature = { en: 'Prof. A. Rahman, Principal' };
      block.text = { en: [{ type: 'p', children: [{ text: '<img src=x onerror=alert(1)>' }] }] };
    }
  }
  mockFetch({ ...contentRoutes({ pages: { home } }), 'GET /notices': () => json([]), 'GET /photo': () => json([]) });
  renderWithProviders(<LandingPage />);
  const message = await screen.findByRole('region', { name: "Principal's Message" });
  expect(within(message).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(within(message).getByText('— Prof. A. Rahman, Principal')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(screen.getByText('Admission 2027 is open')).toBeInTheDocument();
  await screen.findByText('No photos available at this time');
});
