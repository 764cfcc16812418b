import { makeStore } from '../store/makeStore';
import { baseApi } from './baseApi';
import { uploadQueryFn } from './upload';
import { downloadQueryFn } from './download';
import { sessionStarted } from '../auth/authSlice';
import { tokenStorage } from '../auth/tokenStorage';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { apiError, mockFetch } from '../../test/mockFetch';
import { installFakeXhr, lastXhr } from '../../test/fakeXhr';

const user = { _id: '1', username: 'a', email: 'a@b.c', role: 'admin' as const, createdAt: '2026-01-01T00:00:00Z' };

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadThing: build.mutation<{ _id: string }, string>({
      queryFn: uploadQueryFn((title: string) => {
        const body = new FormData();
        body.append('title', title);
        return { url: 'things/upload', body };
      }),
    }),
    downloadThing: build.mutation<string, void>({ queryFn: downloadQueryFn('things/template', 'thing.xlsx') }),
  }),
});

beforeEach(() => {
  window.localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api' });
  installFakeXhr();
});

describe('upload mutations (uploadQueryFn)', () => {
  it('POST through XMLHttpRequest with the session token, reporting progress under the endpoint name', async () => {
    const store = makeStore({ auth: { token: 'tok' } });
    const call = store.dispatch(testApi.endpoints.uploadThing.initiate('Hello'));
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/things/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body as FormData).get('title')).toBe('Hello');
    expect(store.getState().uploads.uploadThing).toBe(0);
    xhr.progress(30, 40);
    expect(store.getState().uploads.uploadThing).toBe(75);
    xhr.respond(201, { _id: 'x1' });
    await expect(call.unwrap()).resolves.toEqual({ _id: 'x1' });
    expect(store.getState().uploads.uploadThing).toBeUndefined();
  });

  it('fails with the status and the server body, like the base api', async () => {
    const store = makeStore();
    const call = store.dispatch(testApi.endpoints.uploadThing.initiate('x'));
    lastXhr().respond(413, { message: 'File too large', code: 'PAYLOAD_TOO_LARGE' });
    await expect(call.unwrap()).rejects.toEqual({
      status: 413,
      data: { message: 'File too large', code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('a 401 to the current token ends the session; a late 401 to an older one does not', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'old', user }));
    const late = store.dispatch(testApi.endpoints.uploadThing.initiate('x'));
    const lateXhr = lastXhr();
    store.dispatch(sessionStarted({ token: 'new', user }));
    lateXhr.respond(401, { message: 'Token expired' });
    await late;
    expect(store.getState().auth).toMatchObject({ token: 'new', isLoggedIn: true });

    const current = store.dispatch(testApi.endpoints.uploadThing.initiate('y'));
    lastXhr().respond(401, { message: 'Token expired' });
    await current;
    expect(store.getState().auth).toMatchObject({ token: null, isLoggedIn: false });
    expect(tokenStorage.get()).toBeNull();
  });

  it('aborting the mutation (leaving the page) cancels the request', async () => {
    const store = makeStore();
    const call = store.dispatch(testApi.endpoints.uploadThing.initiate('x'));
    const xhr = lastXhr();
    const abort = jest.spyOn(xhr, 'abort');
    call.abort();
    await call;
    expect(abort).toHaveBeenCalled();
  });
});

describe('download endpoints (downloadQueryFn)', () => {
  it('GETs the file with the token and saves it under its name, keeping no Blob in the store', async () => {
    const saved: string[] = [];
    const created = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = mockFetch({ 'GET /things/template': () => new Response(new Blob(['xlsx']), { status: 200 }) });
    const store = makeStore({ auth: { token: 'tok' } });
    const result = await store.dispatch(testApi.endpoints.downloadThing.initiate()).unwrap();
    expect(result).toBe('thing.xlsx');
    expect(saved).toEqual(['thing.xlsx']);
    expect(fetchMock.calls[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('a refused download ends the session through the same rule', async () => {
    mockFetch({ 'GET /things/template': () => apiError(401, 'Token expired', 'UNAUTHORIZED') });
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok', user }));
    await expect(store.dispatch(testApi.endpoints.downloadThing.initiate()).unwrap()).rejects.toMatchObject({
      status: 401,
    });
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });
});
