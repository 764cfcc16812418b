import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount } from '@gsvmc/shared-types';
import { setRuntimeConfig, type AppStore } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import UsersPage from './UsersPage';

jest.setTimeout(30_000);

const account = (over: Partial<UserAccount>): UserAccount => ({
  _id: 'u2',
  username: 'Nasrin',
  email: 'nasrin@example.org',
  role: 'editor',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  disabled: false,
  disabledAt: null,
  ...over,
});
const toasts = (store: AppStore) => store.getState().toast.items.map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' }));

describe('UsersPage', () => {
  it('is not for editors', () => {
    mockFetch({});
    renderWithProviders(<UsersPage />, { preloadedState: authState('editor') });
    expect(screen.getByRole('alert')).toHaveTextContent('Only administrators can open this page');
  });

  it('creates a staff account and shows its one-time link to pass on', async () => {
    let sent: unknown;
    const fetchMock = mockFetch({
      'GET /users': () => json([account({ _id: '1', username: 'admin', email: 'admin@example.org', role: 'admin' })]),
      'POST /users': async (req) => {
        sent = await req.request.json();
        return json(
          {
            user: account({ email: 'new@example.org' }),
            resetLink: { url: '/reset-password?token=abc', expiresAt: '2026-11-27T10:00:00.000Z' },
          },
          201,
        );
      },
    });
    renderWithProviders(<UsersPage />, { preloadedState: authState('admin') });
    await screen.findByRole('table', { name: 'Accounts' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.type(screen.getByLabelText(/^Name/), 'New Editor');
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const notice = await screen.findByRole('status', { name: 'Password link for new@example.org' });
    expect(within(notice).getByLabelText('Reset link for new@example.org')).toHaveTextContent(
      'http://localhost/reset-password?token=abc',
    );
    expect(sent).toEqual({ username: 'New Editor', email: 'new@example.org', role: 'editor' });
    expect(fetchMock.calls.filter((c) => c.method === 'GET' && c.path === '/users').length).toBe(2);
  });

  it('disables an account after confirming, and says why the last admin cannot be demoted', async () => {
    const patches: unknown[] = [];
    mockFetch({
      'GET /users': () =>
        json([account({ _id: '1', username: 'admin', email: 'admin@example.org', role: 'admin' }), account({})]),
      'PATCH /users/:id': async (req) => {
        const body = await req.request.json();
        patches.push(body);
        if ('role' in body)
          return apiError(
            409,
            'This is the last administrator account. Make another account an administrator first.',
            'CONFLICT',
          );
        return json(account({ disabled: true }));
      },
    });
    const { store } = renderWithProviders(<UsersPage />, { preloadedState: authState('admin') });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable nasrin@example.org' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toasts(store)).toContain('success: nasrin@example.org is disabled and signed out'));
    await userEvent.selectOptions(screen.getByLabelText('Role of admin@example.org'), 'editor');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(toasts(store)).toContain(
        'error: This is the last administrator account. Make another account an administrator first.',
      ),
    );
    expect(patches).toEqual([{ disabled: true }, { role: 'editor' }]);
  });
});
