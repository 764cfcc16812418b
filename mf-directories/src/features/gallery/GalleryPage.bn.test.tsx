// The gallery under /bn: Bengali words and viewer controls, captions marked with their own language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import GalleryPage from './GalleryPage';

const photos = ['Campus', 'গ্রন্থাগার', 'Hostel'].map((title, i) => ({
  _id: `p${i}`,
  title,
  imageUrl: `/uploads/photos/${i}.webp`,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

const renderBn = () =>
  renderWithProviders(
    <LocaleProvider locale="bn">
      <GalleryPage />
    </LocaleProvider>,
  );

describe('GalleryPage in Bengali', () => {
  it('reads in Bengali and marks English captions as English', async () => {
    mockFetch({ 'GET /photo': () => json(photos) });
    renderBn();
    expect(screen.getByRole('status')).toHaveTextContent('ছবি লোড হচ্ছে...');
    const grid = await screen.findByRole('list', { name: 'ছবি' });
    expect(screen.getByRole('heading', { level: 1, name: 'ফটো গ্যালারি' })).toBeInTheDocument();
    expect(document.title).toBe('ফটো গ্যালারি · GSVMC');
    expect(within(grid).getByText('Campus')).toHaveAttribute('lang', 'en');
    expect(within(grid).getByText('গ্রন্থাগার')).not.toHaveAttribute('lang');
  });

  it('draws the viewer’s controls and position in Bengali', async () => {
    mockFetch({ 'GET /photo': () => json(photos) });
    renderBn();
    await userEvent.click(await screen.findByRole('link', { name: 'ছবিটি বড় করে দেখুন: গ্রন্থাগার' }));
    const viewer = await screen.findByRole('dialog', { name: 'ছবি দেখার পর্দা' });
    expect(viewer).toHaveTextContent('৩টির মধ্যে ২');
    await userEvent.click(within(viewer).getByRole('button', { name: 'পরের ছবি' }));
    expect(viewer).toHaveTextContent('৩টির মধ্যে ৩');
    expect(within(viewer).getByText('Hostel')).toHaveAttribute('lang', 'en');
    await userEvent.click(within(viewer).getByRole('button', { name: 'আগের ছবি' }));
    expect(viewer).toHaveTextContent('৩টির মধ্যে ২');
    await userEvent.click(within(viewer).getByRole('button', { name: 'ছবি দেখা বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says an empty gallery in Bengali', async () => {
    mockFetch({ 'GET /photo': () => json([]) });
    renderBn();
    expect(await screen.findByText('গ্যালারিতে এখনো কোনো ছবি নেই।')).toBeInTheDocument();
  });
});
