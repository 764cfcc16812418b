import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrashItem } from '@gsvmc/shared-types';
import { setRuntimeConfig, type AppStore } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { expectSetApart } from '@gsvmc/shared-kit/test/touchTargets';
import TrashPage from './TrashPage';

jest.setTimeout(30_000);

const item: TrashItem = {
  _id: 't1',
  entity: 'notice',
  entityId: 'n1',
  label: 'Exam routine',
  files: ['/uploads/notices/x.pdf'],
  deletedAt: '2026-11-20T08:00:00.000Z',
  deletedByEmail: 'editor@example.org',
  purgeAfter: '2026-12-20T08:00:00.000Z',
};
const toasts = (store: AppStore) => store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`);

function setup(role: 'admin' | 'editor', restore = () => json({ message: 'Restored “Exam routine”' })) {
  let items = [item];
  const fetchMock = mockFetch({
    'GET /trash': () => json(items),
    'POST /trash/:id/restore': () => {
      const res = restore();
      if (res.status === 200) items = [];
      return res;
    },
    'DELETE /trash/:id': () => ((items = []), json({ message: 'Purged “Exam routine”' })),
  });
  const view = renderWithProviders(<TrashPage />, { preloadedState: authState(role) });
  return { ...view, fetchMock };
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('TrashPage', () => {
  it('lets an editor restore, and shows no Purge to an editor', async () => {
    const { store, fetchMock } = setup('editor');
    const table = await screen.findByRole('table', { name: 'Deleted items' });
    expect(within(table).getByRole('rowheader', { name: 'Exam routine' })).toBeInTheDocument();
    expect(within(table).getByText('editor@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purge Exam routine' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Exam routine' }));
    await waitFor(() => expect(toasts(store)).toContain('success: Restored “Exam routine”'));
    expect(fetchMock.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /trash/t1/restore');
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });

  it('says why a restore was refused', async () => {
    const { store } = setup('editor', () =>
      apiError(409, 'This item cannot be restored: another record now has the same identity', 'CONFLICT'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Exam routine' }));
    await waitFor(() =>
      expect(toasts(store)).toContain('error: This item cannot be restored: another record now has the same identity'),
    );
  });

  it('lets an admin purge after confirming', async () => {
    const { store, fetchMock } = setup('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Purge Exam routine' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('cannot be restored');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Purge' }));
    await waitFor(() => expect(toasts(store)).toContain('success: Purged “Exam routine”'));
    expect(fetchMock.calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /trash/t1');
  });

  it('keeps Purge apart from Restore, not beside or under it (RowActions)', async () => {
    setup('admin');
    const purge = await screen.findByRole('button', { name: 'Purge Exam routine' });
    expectSetApart(purge, [screen.getByRole('button', { name: 'Restore Exam routine' })]);
  });
});
