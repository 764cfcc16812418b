import { screen, within } from '@testing-library/react';
import type { Notice } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import LandingPage from './LandingPage';
import { contentRoutes } from '../../../test/contentRoutes';
import { renderInBengali } from '../../../test/inBengali';

const notice = (i: number, bengali: boolean): Notice => ({
  _id: `n${i}`,
  title: `Notice ${i}`,
  // The API's Bengali fields, which older servers do not send.
  ...(bengali && { titleBn: 'নোটিশ ২', descriptionBn: 'নতুন সেশনের ক্লাস রুটিন' }),
  description: 'Class routine for the new session',
  date: `2026-11-2${i}T06:00:00.000Z`,
  pdfUrl: `/uploads/notices/n${i}.pdf`,
  category: 'general',
  pinned: false,
  publishAt: `2026-11-2${i}T06:00:00.000Z`,
  updatedAt: `2026-11-2${i}T06:00:00.000Z`,
});

describe('LandingPage in Bengali', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' });
    mockFetch({
      ...contentRoutes(),
      'GET /notices': () => json([notice(1, false), notice(2, true)]),
      'GET /photo': () => json([]),
    });
  });

  it('reads the seeded content, the teasers and the slider in Bengali', async () => {
    renderInBengali(<LandingPage />);
    expect(document.title).toBe('প্রথম পাতা · GSVMC');
    expect(await screen.findByText('সাভারে একটি কমিউনিটিভিত্তিক মেডিকেল কলেজ')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'কলেজের এক ঝলক' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরের স্লাইড' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '৪টির মধ্যে ১ নম্বর' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /অধ্যক্ষের বাণী/ })).toBeInTheDocument();
    expect(screen.getByText(/জিএসভিএমসিতে আপনাকে স্বাগতম/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'কলেজ পরিচিতি' })).toBeInTheDocument();
    // Key figures in Bengali digits.
    expect(screen.getByText('৫০')).toBeInTheDocument();
    expect(screen.getByText('৫ + ১')).toBeInTheDocument();
    expect(screen.getByText('প্রাথমিক স্বাস্থ্যকেন্দ্র')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব নোটিশ দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আরও দেখুন' })).toBeInTheDocument();
    expect(await screen.findByText('এই মুহূর্তে কোনো ছবি নেই')).toBeInTheDocument();
  });

  it('shows a notice’s Bengali title, dates in Bengali, and marks an English-only notice', async () => {
    renderInBengali(<LandingPage />);
    const board = screen.getByRole('region', { name: 'নোটিশ বোর্ড' });
    const titles = await within(board).findAllByRole('heading', { level: 3 });
    expect(titles.map((h) => [h.textContent, h.getAttribute('lang')])).toEqual([
      ['নোটিশ ২', null],
      ['Notice 1', 'en'],
    ]);
    expect(within(board).getByText('২২ নভেম্বর, ২০২৬')).toBeInTheDocument();
    expect(within(board).getByText('২১ নভেম্বর, ২০২৬')).toBeInTheDocument();
    expect(within(board).getByText('নতুন সেশনের ক্লাস রুটিন')).not.toHaveAttribute('lang');
    expect(within(board).getByText('Class routine for the new session')).toHaveAttribute('lang', 'en');
    expect(within(board).getByRole('link', { name: 'পিডিএফ ডাউনলোড করুন: নোটিশ ২' })).toBeInTheDocument();
  });
});
