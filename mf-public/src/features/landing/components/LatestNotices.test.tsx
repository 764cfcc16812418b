import { screen } from '@testing-library/react';
import type { Notice } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { renderInBengali } from '../../../../test/inBengali';
import { LatestNotices } from './LatestNotices';

const notice: Notice = {
  _id: 'n1',
  title: 'Exam routine',
  date: '2026-11-01T06:00:00.000Z',
  pdfUrl: '/uploads/notices/n1.pdf',
  category: 'general',
  pinned: false,
  publishAt: '2026-11-01T06:00:00.000Z',
  updatedAt: '2026-11-01T06:00:00.000Z',
};

/** A link a thumb can hit: a box (an inline link ignores min-height) at least 44 × 44 px on every screen. */
function expectThumbTarget(link: HTMLElement) {
  const style = getComputedStyle(link);
  expect(style.display).toBe('inline-flex');
  expect(style.minHeight).toBe('44px');
  expect(style.minWidth).toBe('44px');
}

describe('LatestNotices', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' });
    mockFetch({ 'GET /notices': () => json([notice]) });
  });

  it('draws each Download PDF as a 44 px button, as the notice board draws its Download', async () => {
    renderWithProviders(<LatestNotices />);
    const link = await screen.findByRole('link', { name: 'Download PDF: Exam routine' });
    expect(link).toHaveTextContent('Download PDF');
    expectThumbTarget(link);
  });

  it('does so in Bengali too', async () => {
    renderInBengali(<LatestNotices />);
    expectThumbTarget(await screen.findByRole('link', { name: 'পিডিএফ ডাউনলোড করুন: Exam routine' }));
  });
});
