import { waitFor } from '@testing-library/react';
import { makeStore } from '../store/makeStore';
import { authApi } from './authApi';
import { loggedOut, sessionStarted } from './authSlice';
import { sessionRestoreRequested } from './session';
import { TOKEN_STORAGE_KEY, tokenStorage } from './tokenStorage';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { apiError, json, mockFetch, networkError } from '../../test/mockFetch';

const user = { _id: '1', username: 'a', email: 'a@b.c', role: 'admin' as const, createdAt: '2026-01-01T00:00:00Z' };
const other = { ...user, _id: '2', username: 'b', role: 'user' as const };

beforeEach(() => {
  window.localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api' });
});

/** Another tab of the site changing the stored token. */
function otherTabSets(token: string | null) {
  if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: token }));
}

describe('the session module', () => {
  it('stores what the login endpoint returns, in the slice and in storage, before unwrap() resolves', async () => {
    mockFetch({ 'POST /auth/login': () => json({ token: 'tok-1', user }) });
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.c', password: 'pw' })).unwrap();
    expect(store.getState().auth).toMatchObject({ token: 'tok-1', isLoggedIn: true, isAdmin: true, status: 'ready' });
    expect(tokenStorage.get()).toBe('tok-1');
  });

  it('sends the token from the slice, not from storage', async () => {
    const fetchMock = mockFetch({ 'GET /auth/profile': () => json(user) });
    const store = makeStore({ auth: { token: 'in-state' } });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'written-behind-its-back');
    await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(fetchMock.calls[0]!.headers.get('Authorization')).toBe('Bearer in-state');
  });

  it('persists every change of the token: a logout clears storage', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok-2', user }));
    expect(tokenStorage.get()).toBe('tok-2');
    store.dispatch(loggedOut());
    expect(tokenStorage.get()).toBeNull();
  });

  it('restores the stored session on load with one profile call', async () => {
    tokenStorage.set('stored');
    const fetchMock = mockFetch({ 'GET /auth/profile': () => json(user) });
    const store = makeStore();
    expect(store.getState().auth).toMatchObject({ token: 'stored', status: 'checking', isLoggedIn: false });
    store.dispatch(sessionRestoreRequested());
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true));
    expect(fetchMock.calls).toHaveLength(1);
    expect(fetchMock.calls[0]!.headers.get('Authorization')).toBe('Bearer stored');
  });

  it('without a stored token, restoring is immediate and asks nothing', () => {
    const fetchMock = mockFetch({});
    const store = makeStore();
    store.dispatch(sessionRestoreRequested());
    expect(store.getState().auth).toMatchObject({ status: 'ready', isLoggedIn: false, token: null });
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('keeps the token when the API cannot be reached on load, so a later reload restores it', async () => {
    tokenStorage.set('stored');
    mockFetch({ 'GET /auth/profile': networkError });
    const store = makeStore();
    store.dispatch(sessionRestoreRequested());
    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(tokenStorage.get()).toBe('stored');
  });

  it('drops a refused stored token (401) and says the session ended', async () => {
    tokenStorage.set('expired');
    mockFetch({ 'GET /auth/profile': () => apiError(401, 'Token expired', 'UNAUTHORIZED') });
    const store = makeStore();
    store.dispatch(sessionRestoreRequested());
    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth.sessionExpiredAt).toEqual(expect.any(Number));
  });

  it('follows a login in another tab, and then a logout there', async () => {
    mockFetch({
      'GET /auth/profile': ({ headers }) => json(headers.get('Authorization') === 'Bearer t2' ? other : user),
    });
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 't1', user }));
    otherTabSets('t2');
    await waitFor(() => expect(store.getState().auth.user?._id).toBe('2'));
    expect(store.getState().auth.token).toBe('t2');
    otherTabSets(null);
    expect(store.getState().auth).toMatchObject({ token: null, isLoggedIn: false, user: null });
  });

  it('ignores the late profile answer of a token that a login has since replaced', async () => {
    tokenStorage.set('old');
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({ 'GET /auth/profile': async () => (await gate, json(other)) });
    const store = makeStore();
    store.dispatch(sessionRestoreRequested());
    store.dispatch(sessionStarted({ token: 'new', user }));
    answer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().auth).toMatchObject({ token: 'new', user: { _id: '1' } });
  });

  it("keeps each store's session its own: restoring in one store does not cancel another's", async () => {
    mockFetch({
      'GET /auth/profile': ({ headers }) => json(headers.get('Authorization') === 'Bearer b' ? other : user),
    });
    const first = makeStore({ auth: { token: 'a' } });
    const second = makeStore({ auth: { token: 'b' } });
    first.dispatch(sessionRestoreRequested());
    second.dispatch(sessionRestoreRequested());
    await waitFor(() => expect(first.getState().auth.user?._id).toBe('1'));
    await waitFor(() => expect(second.getState().auth.user?._id).toBe('2'));
  });

  it('keeps the stored token when the store starts from a server-rendered state (token null)', () => {
    tokenStorage.set('stored');
    const store = makeStore({ auth: { token: null, status: 'checking' } });
    expect(store.getState().auth.token).toBe('stored');
  });
});
