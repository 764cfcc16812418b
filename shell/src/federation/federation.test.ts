import { setRuntimeConfig } from '@gsvmc/shared-kit';
import {
  loadRemote,
  registeredNames,
  registerPlugins,
  registerRemotes,
  resetRemoteStubs,
} from '../../test/stubs/mfRuntime';
import { REMOTES } from '../../test/renderApp';
import {
  ensureRemoteRegistered,
  initFederation,
  loadRemotePage,
  RemoteUnavailableError,
  remoteEntryUrl,
  resetFederationForTests,
} from './remotes';
import { fetchWithRetry, onRemoteFailure, shellRuntimePlugin } from './runtimePlugin';

describe('registering remotes from config.json', () => {
  beforeEach(() => {
    resetFederationForTests();
    resetRemoteStubs();
    setRuntimeConfig({ remotes: REMOTES });
  });

  it('registers the two public remotes and the plugin at start-up, never mf_admin', () => {
    initFederation();
    expect(registeredNames()).toEqual(['mf_public', 'mf_directories']);
    expect(registerPlugins).toHaveBeenCalledTimes(1);
  });

  it('registers each remote once, under the URL config.json gives', () => {
    initFederation();
    ensureRemoteRegistered('mf_admin');
    ensureRemoteRegistered('mf_admin');
    expect(registeredNames()).toEqual(['mf_public', 'mf_directories', 'mf_admin']);
  });

  it("loads each remote's entry script beside the manifest config.json names, without fetching the manifest", () => {
    initFederation();
    expect(registerRemotes.mock.calls.flatMap(([remotes]) => remotes)).toEqual([
      { name: 'mf_public', entry: 'http://localhost:3001/remoteEntry.js' },
      { name: 'mf_directories', entry: 'http://localhost:3002/remoteEntry.js' },
    ]);
    expect(remoteEntryUrl('https://cdn.example/mf-public/v2/mf-manifest.json?v=3')).toBe(
      'https://cdn.example/mf-public/v2/remoteEntry.js?v=3',
    );
    expect(remoteEntryUrl('https://cdn.example/mf-public/entry.4f2a.js')).toBe(
      'https://cdn.example/mf-public/entry.4f2a.js',
    );
  });

  it('refuses to load an admin page before the guard registered mf_admin', async () => {
    initFederation();
    await expect(loadRemotePage('mf_admin/DashboardPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('names the missing URL, not the guard, when config.json has no mf_admin', async () => {
    setRuntimeConfig({ remotes: { mf_admin: '' } });
    initFederation();
    expect(() => ensureRemoteRegistered('mf_admin')).toThrow(/no URL for it in config.json/);
    await expect(loadRemotePage('mf_admin/DashboardPage')).rejects.toThrow(/no URL for it in config.json/);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('fails a page whose remote has no URL in config.json, so the boundary shows the fallback', async () => {
    setRuntimeConfig({ remotes: { mf_public: '' } });
    await expect(loadRemotePage('mf_public/AboutPage')).rejects.toThrow(/no URL for it in config.json/);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('shell runtime plugin', () => {
  afterEach(() => jest.restoreAllMocks());

  it('retries a manifest after a network failure or a 5xx, not after a 404', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('', { status: 503 })),
      () => Promise.resolve(new Response('{}')),
    ];
    const fetchMock = jest.fn(() => answers.shift()!());
    global.fetch = fetchMock as unknown as typeof fetch;
    const res = await fetchWithRetry('http://r/mf-manifest.json', {}, { retries: 2, delayMs: 1 });
    expect(res.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const notFound = jest.fn(async () => new Response('', { status: 404 }));
    global.fetch = notFound as unknown as typeof fetch;
    expect((await fetchWithRetry('http://r/x', {}, { retries: 2, delayMs: 1 })).status).toBe(404);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last retry with the error', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchWithRetry('http://r/x', {}, { retries: 1, delayMs: 1 })).rejects.toThrow('Failed to fetch');
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('re-loads a failed remote entry, clearing the failed attempt first', async () => {
    const plugin = shellRuntimePlugin({ retries: 2, delayMs: 1 });
    const exportsOk = { init: jest.fn(), get: jest.fn() };
    const globalLoading: Record<string, unknown> = { key: Promise.reject(new Error('old')).catch(() => {}) };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(exportsOk);
    const result = await (plugin.loadEntryError as unknown as (a: unknown) => Promise<unknown>)({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_public' },
      globalLoading,
      uniqueKey: 'key',
    });
    expect(result).toBe(exportsOk);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();
  });

  it('reports every failure and lets it reach the error boundary', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const plugin = shellRuntimePlugin();
    const seen: string[] = [];
    const stop = onRemoteFailure((f) => seen.push(`${f.remote}:${f.lifecycle}`));
    const result = await (plugin.errorLoadRemote as unknown as (a: unknown) => unknown)({
      id: 'mf_directories/GalleryPage',
      error: new Error('down'),
      lifecycle: 'onLoad',
      remote: { name: 'mf_directories' },
      from: 'runtime',
      origin: {},
    });
    stop();
    expect(result).toBeUndefined();
    expect(seen).toEqual(['mf_directories:onLoad']);
  });
});
