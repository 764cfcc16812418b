import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@gsvmc/shared-types';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import AuditPage from './AuditPage';

jest.setTimeout(30_000);

const entry = (n: number): AuditEntry => ({
  _id: n,
  at: '2026-11-25T08:00:00.000Z',
  actorId: 'e1',
  actorEmail: 'editor@example.org',
  actorRole: 'editor',
  ip: '10.0.0.5',
  route: 'DELETE /api/notices/:id',
  action: 'delete',
  entity: 'notice',
  entityId: `n${n}`,
  summary: `Moved notice “Notice ${n}” to the trash`,
  before: { title: `Notice ${n}` },
  after: null,
});

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('AuditPage', () => {
  it('shows who did what, filters by person, kind and days, and pages', async () => {
    const fetchMock = mockFetch({
      'GET /users': () =>
        json([
          {
            _id: 'e1',
            username: 'Editor',
            email: 'editor@example.org',
            role: 'editor',
            createdAt: '',
            lastLoginAt: null,
            disabled: false,
            disabledAt: null,
          },
        ]),
      'GET /audit': (req) => {
        const page = Number(req.search.get('page') ?? 1);
        return json({ data: [entry(page === 1 ? 2 : 1)], total: 51, page, pageSize: 50 });
      },
    });
    renderWithProviders(<AuditPage />, { preloadedState: authState('admin') });
    expect(await screen.findByText('Moved notice “Notice 2” to the trash')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 (51 entries)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Moved notice “Notice 1” to the trash')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'editor@example.org' });
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'e1');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'notice');
    await userEvent.type(screen.getByLabelText('From (day)'), '2026-11-26');
    await userEvent.type(screen.getByLabelText('To (day)'), '2026-11-25');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The “From” day must not be after the “To” day.');
    await userEvent.clear(screen.getByLabelText('From (day)'));
    await userEvent.type(screen.getByLabelText('From (day)'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const last = fetchMock.calls.filter((c) => c.path === '/audit').at(-1)!;
      expect(Object.fromEntries(last.search)).toEqual({
        actor: 'e1',
        entity: 'notice',
        from: '2026-11-01',
        to: '2026-11-25',
        page: '1',
        pageSize: '50',
      });
    });
  });
});
