import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, authState } from '../../test/renderWithProviders';
import { json, mockFetch, networkError } from '../../test/mockFetch';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { tokenStorage } from './tokenStorage';
import { LOGOUT_WAIT_MS, useLogout } from './useAuth';

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Logout</button>;
}

const ui = (
  <Routes>
    <Route path="/profile" element={<LogoutButton />} />
    <Route path="/login" element={<h1>Login</h1>} />
  </Routes>
);

describe('useLogout', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setRuntimeConfig({ apiBaseUrl: '/api' });
  });
  afterEach(() => jest.useRealTimers());

  it('tells the server, then clears token, user and cache and goes to /login', async () => {
    tokenStorage.set('tok');
    const fetchMock = mockFetch({ 'POST /auth/logout': () => json({ message: 'Logged out' }) });
    const { store } = renderWithProviders(ui, { route: '/profile', preloadedState: authState('user') });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(fetchMock.calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, isAdmin: false });
  });

  it('ends the local session when the API cannot be reached', async () => {
    tokenStorage.set('tok');
    mockFetch({ 'POST /auth/logout': networkError });
    renderWithProviders(ui, { route: '/profile', preloadedState: authState('admin') });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });

  it('does not wait for an API that never answers', async () => {
    jest.useFakeTimers();
    tokenStorage.set('tok');
    mockFetch({ 'POST /auth/logout': () => new Promise<Response>(() => {}) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(ui, { route: '/profile', preloadedState: authState('user') });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);
    });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
  });
});
