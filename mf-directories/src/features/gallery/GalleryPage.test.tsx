import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import GalleryPage from './GalleryPage';

// jsdom has no PointerEvent; without it fireEvent drops clientX. A MouseEvent subclass carries it.
if (typeof window.PointerEvent === 'undefined') {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class PointerEvent extends MouseEvent {};
}

const photos = ['Campus', 'Library', 'Hostel'].map((title, i) => ({
  _id: `p${i}`,
  title,
  imageUrl: `/uploads/photos/${i}.webp`,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

describe('GalleryPage', () => {
  it('shows lazy images with the title as alt text', async () => {
    mockFetch({ 'GET /photo': () => json(photos) });
    renderWithProviders(<GalleryPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos...');
    const grid = await screen.findByRole('list', { name: 'Photos' });
    const img = within(grid).getByAltText('Library');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/uploads/photos/1.webp');
    expect(within(grid).getAllByRole('img')).toHaveLength(3);
  });

  it('opens a lightbox that moves with buttons and arrow keys, wraps, and closes on Escape', async () => {
    mockFetch({ 'GET /photo': () => json(photos) });
    renderWithProviders(<GalleryPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Open Library' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(viewer).toHaveTextContent('2 of 3');
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Library');

    await userEvent.keyboard('{ArrowRight}');
    expect(viewer).toHaveTextContent('3 of 3');
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Hostel');
    await userEvent.keyboard('{ArrowRight}');
    expect(viewer).toHaveTextContent('1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer).toHaveTextContent('3 of 3');

    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(viewer).toHaveTextContent('2 of 3');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(viewer).toHaveTextContent('3 of 3');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the tile that opened the viewer.
    expect(screen.getByRole('link', { name: 'Open Library' })).toHaveFocus();
  });

  it('links each tile to its photo, for a tap before the script runs or with JavaScript off', async () => {
    mockFetch({ 'GET /photo': () => json(photos) });
    renderWithProviders(<GalleryPage />);
    expect(await screen.findByRole('link', { name: 'Open Library' })).toHaveAttribute('href', '/uploads/photos/1.webp');
  });

  it('moves on a horizontal swipe and ignores a short one', async () => {
    mockFetch({ 'GET /photo': () => json(photos) });
    renderWithProviders(<GalleryPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Open Campus' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
    const img = within(viewer).getByRole('img');
    fireEvent.pointerDown(img, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(img, { clientX: 150, clientY: 110 });
    expect(viewer).toHaveTextContent('2 of 3');
    fireEvent.pointerDown(img, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(img, { clientX: 250, clientY: 100 });
    expect(viewer).toHaveTextContent('1 of 3');
    fireEvent.pointerDown(img, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(img, { clientX: 120, clientY: 100 });
    expect(viewer).toHaveTextContent('1 of 3');
  });

  it('closes with the close button', async () => {
    mockFetch({ 'GET /photo': () => json(photos) });
    renderWithProviders(<GalleryPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Open Hostel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the failure message with Retry', async () => {
    let fail = true;
    mockFetch({ 'GET /photo': () => (fail ? networkError() : json(photos)) });
    renderWithProviders(<GalleryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch photos. Please try again later.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByAltText('Campus')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /photo': () => json([]) });
    renderWithProviders(<GalleryPage />);
    expect(await screen.findByText('No photos in the gallery yet.')).toBeInTheDocument();
  });
});
