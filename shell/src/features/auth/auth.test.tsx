import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@gsvmc/shared-kit';
import { apiError, json, networkError } from '@gsvmc/shared-kit/test/mockFetch';
import { renderApp, resetShell, userOf } from '../../../test/renderApp';
import { pageLoads, WORDS_GLOBAL } from '../../federation/words';

const fill = async (label: string, value: string) => userEvent.type(screen.getByLabelText(label), value);

describe('login', () => {
  beforeEach(() => resetShell());

  it('asks for both fields before calling the API', async () => {
    const { fetchMock } = renderApp('/login');
    // The page comes in a chunk of its own (routes/localPage.tsx).
    await screen.findByRole('button', { name: 'Login' });
    await fill('Email', 'someone@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is outside the frame, with links home and to register', () => {
    renderApp('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to gsvmc home/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it.each([
    [
      'wrong credentials',
      () => apiError(401, 'Email or password is wrong', 'INVALID_CREDENTIALS'),
      'Email or password is wrong.',
    ],
    ['a server error', () => apiError(500, 'boom'), 'The site did not answer. Please try again in a moment.'],
    ['an unreachable API', networkError, 'The site did not answer. Please try again in a moment.'],
  ])('says what went wrong on %s', async (_case, handler, sentence) => {
    renderApp('/login', { api: { 'POST /auth/login': handler } });
    await fill('Email', 'a@b.c');
    await fill('Password', 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });

  it('stores the token, sets the user, toasts and goes to /profile', async () => {
    const { fetchMock, store } = renderApp('/login', {
      api: {
        'POST /auth/login': () => json({ token: 'tok-1', user: userOf('user') }),
        'GET /auth/profile': () => json(userOf('user')),
      },
    });
    await fill('Email', 'user@example.org');
    await fill('Password', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('tok-1');
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, isAdmin: false });
    const login = fetchMock.calls.find((c) => c.path === '/auth/login')!;
    expect(await login.request.json()).toEqual({ email: 'user@example.org', password: 'secret-pass' });
  });

  it.each(['editor', 'admin'] as const)('takes an %s to the portal dashboard, not the profile', async (role) => {
    renderApp('/login', {
      api: {
        'POST /auth/login': () => json({ token: `tok-${role}`, user: userOf(role) }),
        'GET /auth/profile': () => json(userOf(role)),
      },
    });
    await fill('Email', `${role}@example.org`);
    await fill('Password', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'DashboardPage' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('takes staff to the portal by a full load when the page’s files hold one language’s words', async () => {
    // mf.wordsRuntime.mjs chose an English page load's files (a visitor who came to /login from a page).
    (globalThis as Record<string, unknown>)[WORDS_GLOBAL] = { language: 'en' };
    const replace = jest.spyOn(pageLoads, 'replace').mockImplementation(() => undefined);
    try {
      renderApp('/login', {
        api: { 'POST /auth/login': () => json({ token: 'tok-admin', user: userOf('admin') }) },
      });
      await fill('Email', 'admin@example.org');
      await fill('Password', 'secret-pass');
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin'));
      expect(screen.queryByRole('heading', { name: 'DashboardPage' })).not.toBeInTheDocument();
      expect(tokenStorage.get()).toBe('tok-admin');
    } finally {
      delete (globalThis as Record<string, unknown>)[WORDS_GLOBAL];
      replace.mockRestore();
    }
  });

  it('offers staff on their profile a link to the portal, and nobody else', async () => {
    renderApp('/profile', { session: 'editor' });
    expect(await screen.findByRole('link', { name: 'Go to the staff portal' })).toHaveAttribute('href', '/admin');
  });

  it("has no portal link on a visitor account's profile", async () => {
    renderApp('/profile', { session: 'user' });
    expect(await screen.findByText('user@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the staff portal' })).not.toBeInTheDocument();
  });

  it('sends back the device token of an earlier login of that account and keeps the new one', async () => {
    window.localStorage.removeItem('gsvmc.deviceTokens');
    const answers = ['device-1', 'device-2'];
    const { fetchMock } = renderApp('/login', {
      api: {
        'POST /auth/login': () => json({ token: 'tok-d', user: userOf('user'), deviceToken: answers.shift() }),
        'GET /auth/profile': () => json(userOf('user')),
        'POST /auth/logout': () => json({ message: 'Logged out' }),
      },
    });
    await fill('Email', 'User@Example.org');
    await fill('Password', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Profile' });
    const first = fetchMock.calls.filter((c) => c.path === '/auth/login')[0]!;
    expect(await first.request.json()).toEqual({ email: 'User@Example.org', password: 'secret-pass' });

    await userEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Login' });
    await fill('Email', 'user@example.org');
    await fill('Password', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Profile' });
    const second = fetchMock.calls.filter((c) => c.path === '/auth/login')[1]!;
    expect(await second.request.json()).toEqual({
      email: 'user@example.org',
      password: 'secret-pass',
      deviceToken: 'device-1',
    });
    expect(window.localStorage.getItem('gsvmc.deviceTokens')).toContain('device-2');
  });

  it('says how long to wait when the server slows the login down (429)', async () => {
    renderApp('/login', {
      api: {
        'POST /auth/login': () =>
          apiError(429, 'Too many failed login attempts. Please try again in 2 minutes.', 'TOO_MANY_REQUESTS'),
      },
    });
    await fill('Email', 'a@b.c');
    await fill('Password', 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Too many failed login attempts. Please try again in 2 minutes.'),
    ).toBeInTheDocument();
  });

  it('returns someone a guard sent to login to where they were going', async () => {
    renderApp('/admin/photoUpload', {
      api: {
        'POST /auth/login': () => json({ token: 'tok-a', user: userOf('admin') }),
      },
    });
    await screen.findByRole('heading', { name: 'Login' });
    await fill('Email', 'admin@example.org');
    await fill('Password', 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'PhotoUploadPage' })).toBeInTheDocument();
  });
});

describe('register', () => {
  beforeEach(() => resetShell());

  it('registers, toasts and goes to /login', async () => {
    const { fetchMock } = renderApp('/register', {
      api: { 'POST /auth/register': () => json({ message: 'ok', user: userOf('user') }, 201) },
    });
    await screen.findByRole('button', { name: 'Register' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await fill('Username', 'rahima');
    await fill('Email', 'rahima@example.org');
    await fill('Password', 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful! Please login.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    const call = fetchMock.calls.find((c) => c.path === '/auth/register')!;
    expect(await call.request.json()).toEqual({
      username: 'rahima',
      email: 'rahima@example.org',
      password: 'long-enough-1',
    });
  });

  it("shows the server's message when registration fails", async () => {
    renderApp('/register', {
      api: { 'POST /auth/register': () => apiError(409, 'Email is already registered', 'CONFLICT') },
    });
    await fill('Username', 'x');
    await fill('Email', 'x@example.org');
    // Long enough to pass the rules the page checks before calling the API.
    await fill('Password', 'a-long-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it('says "Registration failed" when the server gives no message', async () => {
    renderApp('/register', { api: { 'POST /auth/register': networkError } });
    await fill('Username', 'x');
    await fill('Email', 'x@example.org');
    // Long enough to pass the rules the page checks before calling the API.
    await fill('Password', 'a-long-passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('states the password rules before anything is submitted', () => {
    renderApp('/register');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters .* 10,000 most common passwords/);
    expect(screen.getByText(/At least 8 characters/)).toBeVisible();
  });

  it.each([
    ['short', 'Your password must be at least 8 characters long.'],
    ['rahima@example.org', 'Your password must not be your email address or your username.'],
  ])('refuses the password %j in words before calling the API', async (password, message) => {
    const { fetchMock } = renderApp('/register');
    await fill('Username', 'rahima');
    await fill('Email', 'rahima@example.org');
    await fill('Password', password);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires all three fields', async () => {
    const { fetchMock } = renderApp('/register');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/username, an email and a password/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('profile', () => {
  beforeEach(() => resetShell());

  it('shows username, email and joined date', async () => {
    renderApp('/profile', { session: 'user' });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('rahima')).toBeInTheDocument();
    expect(within(main).getByText('user@example.org')).toBeInTheDocument();
    expect(within(main).getByText('15 January 2026')).toBeInTheDocument();
  });

  it('redirects to /login without a token', async () => {
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('redirects to /login on a 401 and drops the dead token', async () => {
    tokenStorage.set('expired');
    renderApp('/profile', { api: { 'GET /auth/profile': () => apiError(401, 'Token expired', 'UNAUTHORIZED') } });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });

  it('logs out: token, user and cache cleared, then /login', async () => {
    const { store, fetchMock } = renderApp('/profile', {
      session: 'user',
      api: { 'POST /auth/logout': () => json({ message: 'bye' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false });
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
    expect(fetchMock.calls.some((c) => c.path === '/auth/logout')).toBe(true);
  });

  it('changes the password: rules first, refusals in words, then the new token replaces the old', async () => {
    const replies = [
      () => apiError(400, 'Your current password is not correct.', 'VALIDATION_FAILED'),
      () =>
        json({
          message: 'Your password has been changed. You have been signed out everywhere else.',
          token: 'tok-new',
        }),
    ];
    const { fetchMock } = renderApp('/profile', {
      session: 'user',
      api: { 'POST /auth/password': () => replies.shift()!() },
    });
    const form = await screen.findByRole('region', { name: 'Change password' });
    const inForm = within(form);
    expect(inForm.getByLabelText('New password')).toHaveAccessibleDescription(/At least 8 characters/);
    const type = async (label: string, value: string) => {
      await userEvent.clear(inForm.getByLabelText(label));
      await userEvent.type(inForm.getByLabelText(label), value);
    };
    const submit = () => userEvent.click(inForm.getByRole('button', { name: 'Change password' }));

    await type('Current password', 'old-passphrase');
    await type('New password', 'new-passphrase-1');
    await type('New password again', 'new-passphrase-2');
    await submit();
    expect(inForm.getByRole('alert')).toHaveTextContent('The two new passwords are not the same.');
    await type('New password again', 'new-passphrase-1');
    await type('New password', 'short');
    await type('New password again', 'short');
    await submit();
    expect(inForm.getByRole('alert')).toHaveTextContent('Your password must be at least 8 characters long.');
    expect(fetchMock.calls.some((c) => c.path === '/auth/password')).toBe(false);

    await type('New password', 'new-passphrase-1');
    await type('New password again', 'new-passphrase-1');
    await submit();
    expect(await inForm.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('token-user');

    await submit();
    expect(
      await inForm.findByText('Your password has been changed. You have been signed out everywhere else.'),
    ).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('tok-new');
    expect(inForm.getByLabelText('Current password')).toHaveValue('');
    const call = fetchMock.calls.filter((c) => c.path === '/auth/password')[1]!;
    expect(await call.request.json()).toEqual({ currentPassword: 'old-passphrase', newPassword: 'new-passphrase-1' });
    expect(call.request.headers.get('authorization')).toBe('Bearer token-user');
  });

  it('logs out even when the API cannot be reached', async () => {
    renderApp('/profile', { session: 'user', api: { 'POST /auth/logout': networkError } });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(tokenStorage.get()).toBeNull());
  });
});
