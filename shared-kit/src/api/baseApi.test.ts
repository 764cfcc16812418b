import { waitFor } from '@testing-library/react';
import { makeStore } from '../store/makeStore';
import { authApi } from '../auth/authApi';
import { tokenStorage } from '../auth/tokenStorage';
import { sessionStarted, userLoaded } from '../auth/authSlice';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { apiError, json, mockFetch } from '../../test/mockFetch';

const user = { _id: '1', username: 'a', email: 'a@b.c', role: 'admin' as const, createdAt: '2026-01-01T00:00:00Z' };

// Every test starts signed out, against the same API base.
beforeEach(() => {
  window.localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api' });
});

describe('baseApi', () => {
  it('sends the stored token as a bearer header under the configured base URL', async () => {
    tokenStorage.set('tok-123');
    const fetchMock = mockFetch({ 'GET /auth/profile': () => json(user) });
    const store = makeStore();
    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());
    expect(result.data).toEqual(user);
    expect(fetchMock.calls[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(fetchMock.calls[0]!.request.url).toBe('http://localhost/api/auth/profile');
  });

  it("sends the visitor's address as X-Forwarded-For from a store made for server rendering, never otherwise", async () => {
    const fetchMock = mockFetch({ 'GET /auth/profile': () => json(user) });
    tokenStorage.set('tok');
    await makeStore(undefined, { forwardedFor: '198.51.100.9' }).dispatch(authApi.endpoints.getProfile.initiate());
    await makeStore().dispatch(authApi.endpoints.getProfile.initiate());
    expect(fetchMock.calls.map((call) => call.headers.get('X-Forwarded-For'))).toEqual(['198.51.100.9', null]);
  });

  it('ends the session when a call made with a token answers 401', async () => {
    tokenStorage.set('expired');
    mockFetch({ 'GET /auth/profile': () => apiError(401, 'Token expired', 'UNAUTHORIZED') });
    const store = makeStore();
    store.dispatch(userLoaded(user));
    await store.dispatch(authApi.endpoints.getProfile.initiate());
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(false));
    expect(tokenStorage.get()).toBeNull();
    expect(store.getState().auth.sessionExpiredAt).toEqual(expect.any(Number));
  });
});

describe('baseApi and a new login during a call', () => {
  it('keeps a fresh token when a call sent with the old one answers 401 late', async () => {
    tokenStorage.set('old');
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({ 'GET /auth/profile': async () => (await gate, apiError(401, 'Token expired', 'UNAUTHORIZED')) });
    const store = makeStore();
    const call = store.dispatch(authApi.endpoints.getProfile.initiate());
    // A login now goes through the session (auth slice), which persists the new token.
    store.dispatch(sessionStarted({ token: 'new', user }));
    answer();
    await call;
    expect(tokenStorage.get()).toBe('new');
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });
});
