import { screen } from '@testing-library/react';
import type { AdminNotice } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { expectSetApart } from '@gsvmc/shared-kit/test/touchTargets';
import { NoticeStatusList } from './NoticeStatusList';

const notice: AdminNotice = {
  _id: 'n1',
  title: 'Exam routine',
  date: '2026-11-01T10:00:00.000Z',
  pdfUrl: '/uploads/notices/a.pdf',
  category: 'examination',
  pinned: false,
  publishAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  status: 'live',
};

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api' }));

describe('NoticeStatusList', () => {
  it('keeps Delete apart from Check text, Edit and Download (RowActions)', async () => {
    mockFetch({ 'GET /notices/admin': () => json([notice]) });
    renderWithProviders(<NoticeStatusList onEdit={() => {}} onReview={() => {}} />, {
      preloadedState: authState('admin'),
    });
    const del = await screen.findByRole('button', { name: 'Delete Exam routine' });
    expectSetApart(del, [
      screen.getByRole('button', { name: 'Check the text of Exam routine' }),
      screen.getByRole('button', { name: 'Edit Exam routine' }),
      screen.getByRole('link', { name: 'Download Exam routine' }),
    ]);
  });
});
