// A hung API at render time: the page's calls are cut short at the render's deadline and become
// failed calls (the page then renders its error state). The API here holds every request until the
// test ends, and the deadline is an AbortController the test aborts: no timing involved.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseApi, makeStore, setRuntimeConfig } from '@gsvmc/shared-kit';
import { awaitCalls, drawingStore } from './renderRoute';
import { dehydrate, hasFailedCall } from './renderState';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federationRuntime'));

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deadlineTestNotices: build.query<unknown[], void>({ query: () => 'notices' }),
  }),
});

let server: http.Server;
let origin: string;
const held: http.ServerResponse[] = [];
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    held.push(res); // never answered
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('cancels the calls still running at the deadline; the page gets a failed call, not a pending one', async () => {
  setRuntimeConfig({ apiBaseUrl: `${origin}/api`, fileBaseUrl: '', remotes: {} });
  const store = makeStore();
  void store.dispatch(testApi.endpoints.deadlineTestNotices.initiate());
  const deadline = new AbortController();
  const waiting = awaitCalls(store, deadline.signal);
  // The API has the request and is not answering it.
  for (let i = 0; i < 400 && held.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(held).toHaveLength(1);
  deadline.abort();
  await waiting;
  const state = dehydrate(store.getState());
  const entry = Object.values(state.api!.queries)[0];
  expect(entry?.status).toBe('rejected');
  expect(hasFailedCall(state)).toBe(true);
});

it('counts a 404 as an answer, not a failure', () => {
  const state = (status: string, error?: unknown) =>
    ({ api: { queries: { 'getFacultyMember("x")': { status, error } } } }) as unknown as Parameters<
      typeof hasFailedCall
    >[0];
  expect(hasFailedCall(state('rejected', { status: 404 }))).toBe(false);
  expect(hasFailedCall(state('rejected', { status: 'FETCH_ERROR' }))).toBe(true);
  expect(hasFailedCall(state('rejected', { status: 502 }))).toBe(true);
  expect(hasFailedCall(state('fulfilled'))).toBe(false);
});

it('draws a failed call as failed: the drawing render starts no call again', async () => {
  setRuntimeConfig({ apiBaseUrl: `${origin}/api`, fileBaseUrl: '', remotes: {} });
  const store = makeStore();
  void store.dispatch(testApi.endpoints.deadlineTestNotices.initiate());
  const deadline = new AbortController();
  const waiting = awaitCalls(store, deadline.signal);
  deadline.abort();
  await waiting;
  const drawing = drawingStore(store);
  // What a component subscribing while the page is drawn does. A call started again would be
  // 'pending' at once (its pending action is dispatched synchronously): it stays failed.
  drawing.dispatch(testApi.endpoints.deadlineTestNotices.initiate());
  expect(Object.values(store.getState().api.queries)[0]?.status).toBe('rejected');
  // Through the real store the same dispatch does start it again: the test above would catch a change.
  store.dispatch(testApi.endpoints.deadlineTestNotices.initiate());
  expect(Object.values(store.getState().api.queries)[0]?.status).toBe('pending');
  // Plain actions still reach the store.
  drawing.dispatch({ type: 'test/plain' });
});
