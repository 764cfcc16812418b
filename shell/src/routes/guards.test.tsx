import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentApi, sessionExpired, TOKEN_STORAGE_KEY, tokenStorage } from '@gsvmc/shared-kit';
import { apiError, json, type MockRequest } from '@gsvmc/shared-kit/test/mockFetch';
import { renderApp, resetShell, userOf } from '../../test/renderApp';
import { translate } from '@gsvmc/shared-kit';
import { appMessages } from '../app/messages';

const SESSION_ENDED_MESSAGE = translate(appMessages, 'en', 'sessionEnded');
import { loadRemote, registeredNames } from '../../test/stubs/mfRuntime';

describe('admin guards (RequireAuth, then RequireAdmin)', () => {
  beforeEach(() => resetShell());

  it('sends a visitor to /login and never registers or loads mf_admin', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(registeredNames()).toEqual(['mf_public', 'mf_directories']);
    expect(loadRemote.mock.calls.map(([id]) => id).filter((id) => id.startsWith('mf_admin'))).toEqual([]);
  });

  it('sends a signed-in non-admin to /unauthorized, still without mf_admin', async () => {
    renderApp('/admin/faculties', { session: 'user' });
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(registeredNames()).not.toContain('mf_admin');
    expect(loadRemote.mock.calls.map(([id]) => id).filter((id) => id.startsWith('mf_admin'))).toEqual([]);
  });

  it('shows "Loading..." while the profile is fetched, then the admin page inside the admin layout', async () => {
    let answer!: () => void;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    renderApp('/admin', {
      session: 'admin',
      api: { 'GET /auth/profile': async () => (await pending, json(userOf('admin'))) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(registeredNames()).not.toContain('mf_admin');
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'AdminLayout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'DashboardPage' })).toBeInTheDocument();
    expect(registeredNames()).toEqual(['mf_public', 'mf_directories', 'mf_admin']);
  });

  it.each([
    ['/admin/upload', 'NoticeUploadPage'],
    ['/admin/faculties', 'FacultyManagementPage'],
    ['/admin/editFaculty/f42', 'EditFacultyPage'],
    ['/admin/alumniUpload', 'AlumniDirectoryPage'],
    ['/admin/photoUpload', 'PhotoUploadPage'],
    ['/admin/alumniImports', 'AlumniImportsPage'],
    ['/admin/trash', 'TrashPage'],
    ['/admin/users', 'UsersPage'],
    ['/admin/audit', 'AuditPage'],
  ])('lets an admin open %s (%s)', async (path, page) => {
    renderApp(path, { session: 'admin' });
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AdminLayout' })).toBeInTheDocument();
  });

  it.each([
    ['/admin', 'DashboardPage'],
    ['/admin/upload', 'NoticeUploadPage'],
    ['/admin/trash', 'TrashPage'],
  ])('lets an editor (the other staff role) through the same guard to %s (%s)', async (path, page) => {
    renderApp(path, { session: 'editor' });
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
    expect(registeredNames()).toContain('mf_admin');
  });

  it('sends to /login when the profile fetch fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/admin', { session: 'profile-fails' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(registeredNames()).not.toContain('mf_admin');
  });

  it('ends the session cleanly on a 401 anywhere: the guarded page gives way to /login', async () => {
    const { store } = renderApp('/admin/faculties', { session: 'admin' });
    expect(await screen.findByRole('heading', { name: 'FacultyManagementPage' })).toBeInTheDocument();
    // What the base api does when any call with the token answers 401.
    act(() => {
      tokenStorage.clear();
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
  });

  it('forgets what the ended session fetched: the next user who logs in sees their own profile', async () => {
    // The profile answers for whoever's token it is sent with.
    const profileOf = ({ headers }: MockRequest) =>
      headers.get('Authorization') === 'Bearer tok-next' ? json(userOf('user')) : json(userOf('admin'));
    const { store } = renderApp('/admin', {
      session: 'admin',
      api: {
        'GET /auth/profile': profileOf,
        'GET /notices': () => apiError(401, 'Token expired', 'UNAUTHORIZED'),
        'POST /auth/login': () => json({ token: 'tok-next', user: userOf('user') }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'DashboardPage' })).toBeInTheDocument();
    // A call of the admin page answers 401 mid-session.
    await act(async () => {
      await store.dispatch(contentApi.endpoints.getNotices.initiate());
    });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'user@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // Sent back to /admin, which is not for this user; from there to the profile.
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('rahima')).toBeInTheDocument();
    expect(within(main).queryByText('admin@example.org')).not.toBeInTheDocument();
  });
});

/** What this tab sees when another tab logs out: the token gone, and a `storage` event about it. */
function logoutInAnotherTab() {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: null }));
}

describe('session on load', () => {
  beforeEach(() => resetShell());

  it('is ready and logged out at once without a token, with no profile call', async () => {
    const { store, fetchMock } = renderApp('/about');
    await screen.findByRole('heading', { name: 'AboutPage' });
    expect(store.getState().auth).toMatchObject({ status: 'ready', isLoggedIn: false });
    // The frame's site settings (banner, footer) are the only call: no profile.
    expect(fetchMock.calls.map((c) => c.path)).toEqual(['/site']);
  });

  it('loads the user and the admin flag from the profile', async () => {
    const { store } = renderApp('/', { session: 'admin' });
    await screen.findByRole('button', { name: /admin account menu/i });
    expect(store.getState().auth).toMatchObject({ status: 'ready', isLoggedIn: true, isAdmin: true });
  });

  it('leaves the user logged out when the profile call fails', async () => {
    const { store } = renderApp('/', { session: 'profile-fails' });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ status: 'ready', isLoggedIn: false, isAdmin: false });
  });

  it('follows a logout in another tab', async () => {
    const { store } = renderApp('/', { session: 'user' });
    await screen.findByRole('button', { name: /rahima account menu/i });
    act(() => logoutInAnotherTab());
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('forgets the old session after a logout in another tab: the next login here shows its own profile', async () => {
    // The old session is an admin's; the new login a visitor account's (staff would land on the portal).
    const profileOf = ({ headers }: MockRequest) =>
      headers.get('Authorization') === 'Bearer tok-new' ? json(userOf('user')) : json(userOf('admin'));
    renderApp('/login', {
      session: 'admin',
      api: {
        'GET /auth/profile': profileOf,
        'POST /auth/login': () => json({ token: 'tok-new', user: userOf('user') }),
      },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    act(() => logoutInAnotherTab());
    await userEvent.type(screen.getByLabelText('Email'), 'user@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('user@example.org')).toBeInTheDocument();
    expect(within(main).queryByText('admin@example.org')).not.toBeInTheDocument();
  });

  it('does not log back in when the profile answers after a logout in another tab', async () => {
    let answer!: () => void;
    const late = new Promise<void>((resolve) => (answer = resolve));
    const { store } = renderApp('/', {
      session: 'user',
      api: { 'GET /auth/profile': async () => (await late, json(userOf('user'))) },
    });
    act(() => logoutInAnotherTab());
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await act(async () => {
      answer();
      await late;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, user: null });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
