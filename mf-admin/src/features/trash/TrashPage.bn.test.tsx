// The trash in Bengali: kinds, Dhaka dates in Bengali digits, the purge question.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrashItem } from '@gsvmc/shared-types';
import { LocaleProvider, setRuntimeConfig } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import TrashPage from './TrashPage';

jest.setTimeout(30_000);

const item: TrashItem = {
  _id: 't1',
  entity: 'notice',
  entityId: 'n1',
  label: 'Exam routine',
  files: ['/uploads/notices/x.pdf'],
  // 20:30 UTC on 21 Nov is 02:30 on 22 Nov in Dhaka.
  deletedAt: '2026-11-21T20:30:00.000Z',
  deletedByEmail: null,
  purgeAfter: '2026-12-21T20:30:00.000Z',
};

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

it('reads the trash in Bengali, with Dhaka dates in Bengali digits', async () => {
  mockFetch({ 'GET /trash': () => json([item]) });
  renderWithProviders(
    <LocaleProvider locale="bn">
      <TrashPage />
    </LocaleProvider>,
    { preloadedState: authState('admin') },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'ট্র্যাশ' })).toBeInTheDocument();
  expect(screen.getByText(/ফাইলসহ ৩০ দিন এখানে থাকে/)).toBeInTheDocument();
  const restore = await screen.findByRole('button', { name: 'ফিরিয়ে আনুন Exam routine' });
  const row = restore.closest('tr, li') as HTMLElement;
  expect(within(row).getByText('নোটিশ')).toBeInTheDocument();
  expect(within(row).getByText('২২ নভেম্বর, ২০২৬, ০২:৩০')).toBeInTheDocument();
  expect(within(row).getByText('সিস্টেম')).toBeInTheDocument();
  // The table's own words (shared-kit's DataTable) follow the portal's language too.
  expect(screen.getByRole('searchbox', { name: 'খুঁজুন' })).toHaveAttribute('placeholder', 'নাম বা ধরন');
  expect(screen.getByText('১টির মধ্যে ১–১')).toBeInTheDocument();

  await userEvent.click(within(row).getByRole('button', { name: 'স্থায়ীভাবে মুছুন Exam routine' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('“Exam routine” স্থায়ীভাবে মুছে ফেলবেন?');
});
