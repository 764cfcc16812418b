import { serverRenderedPage, STATE_SCRIPT_ID } from './serverState';

function page(root: string, state?: string) {
  document.body.innerHTML = `<div id="root">${root}</div>${
    state === undefined ? '' : `<script type="application/json" id="${STATE_SCRIPT_ID}">${state}</script>`
  }`;
  return document;
}

it('hydrates a page the server rendered, naming its remote page', () => {
  expect(serverRenderedPage(page('<div>frame</div>', '{"auth":{}}'), '/notice')).toEqual({
    state: { auth: {} },
    page: 'mf_directories/NoticeBoardPage',
  });
  expect(serverRenderedPage(page('<div>frame</div>', '{}'), '/nowhere')?.page).toBeNull();
});

it('draws the page in the browser when the server did not render it or its state is broken', () => {
  expect(serverRenderedPage(page(''), '/notice')).toBeNull();
  expect(serverRenderedPage(page('', '{}'), '/notice')).toBeNull();
  expect(serverRenderedPage(page('<div>frame</div>'), '/notice')).toBeNull();
  expect(serverRenderedPage(page('<div>frame</div>', '{not json'), '/notice')).toBeNull();
});

describe('the state without per-request fields', () => {
  // What the site's server writes (document.mjs stableState): RTK Query's entry without its request
  // id and timestamps, so an unchanged page keeps its bytes.
  const entry = {
    status: 'fulfilled',
    endpointName: 'getSiteSettings',
    originalArgs: undefined,
    data: { content: {}, revision: 1, publishedAt: '2026-01-01T00:00:00.000Z' },
  };
  const state = JSON.stringify({ api: { queries: { 'getSiteSettings(undefined)': entry } }, auth: {} });

  it('is stamped as answered when the browser reads it', () => {
    const read = serverRenderedPage(page('<div>frame</div>', state), '/notice', 1_000) as {
      state: { api: { queries: Record<string, Record<string, unknown>> } };
    };
    expect(read.state.api.queries['getSiteSettings(undefined)']).toEqual({
      ...entry,
      data: entry.data,
      requestId: 'server:getSiteSettings(undefined)',
      startedTimeStamp: 1_000,
      fulfilledTimeStamp: 1_000,
    });
  });

  it('is not asked of the API again once the store starts from it', async () => {
    const { makeStore, pagesApi } = await import('@gsvmc/shared-kit');
    const fetchSpy = jest.fn(async () => new Response('{}', { status: 200 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      const read = serverRenderedPage(page('<div>frame</div>', state), '/notice')!;
      const store = makeStore(read.state as Parameters<typeof makeStore>[0]);
      const result = await store.dispatch(pagesApi.endpoints.getSiteSettings.initiate());
      expect(result.data).toEqual(entry.data);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('a call the server could not answer', () => {
  // The API was slow or down while the server rendered: its entry says so (document.mjs stableState).
  const failed = {
    status: 'rejected',
    endpointName: 'getSiteSettings',
    originalArgs: undefined,
    error: { status: 'TIMEOUT_ERROR', error: 'AbortError: The operation was aborted.' },
  };
  const state = JSON.stringify({ api: { queries: { 'getSiteSettings(undefined)': failed } }, auth: {} });

  it('hydrates with the same error, then is asked of the API again', async () => {
    const { makeStore, pagesApi } = await import('@gsvmc/shared-kit');
    const data = { content: {}, revision: 2, publishedAt: '2026-01-01T00:00:00.000Z' };
    const fetchSpy = jest.fn(async () => Response.json(data));
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      const read = serverRenderedPage(page('<div>frame</div>', state), '/notice', 1_000)!;
      const store = makeStore(read.state as Parameters<typeof makeStore>[0]);
      // What the first render in the browser sees: the server's error, as the HTML shows it.
      const queries = (store.getState().api as { queries: Record<string, { status?: string }> }).queries;
      expect(queries['getSiteSettings(undefined)']?.status).toBe('rejected');
      const result = await store.dispatch(pagesApi.endpoints.getSiteSettings.initiate());
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(result.data).toEqual(data);
    } finally {
      globalThis.fetch = original;
    }
  });
});
