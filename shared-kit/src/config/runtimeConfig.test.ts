import { CONFIG_SCRIPT_ID, fileUrl, getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtimeConfig';

describe('runtime config', () => {
  const original = getRuntimeConfig();
  afterEach(() => {
    setRuntimeConfig({ ...original, remotes: {}, webmailUrl: undefined });
    jest.restoreAllMocks();
    document.getElementById(CONFIG_SCRIPT_ID)?.remove();
  });

  function writeInlineConfig(text: string) {
    const script = document.createElement('script');
    script.id = CONFIG_SCRIPT_ID;
    script.type = 'application/json';
    script.textContent = text;
    document.head.appendChild(script);
  }

  it('takes the config the server wrote into the page, without fetching config.json', async () => {
    writeInlineConfig(
      JSON.stringify({
        apiBaseUrl: '/v2/api',
        fileBaseUrl: '',
        remotes: { mf_public: 'http://r/mf-manifest.json', x: 1 },
      }),
    );
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const config = await loadRuntimeConfig('/config.json');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(config.apiBaseUrl).toBe('/v2/api');
    expect(config.remotes).toEqual({ mf_public: 'http://r/mf-manifest.json' });
  });

  it('falls back to config.json when the config in the page is unreadable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    writeInlineConfig('{not json');
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ apiBaseUrl: '/from-file' })));
    global.fetch = fetchMock as unknown as typeof fetch;
    expect((await loadRuntimeConfig('/config.json')).apiBaseUrl).toBe('/from-file');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads config.json, uncached, and keeps only well-typed fields', async () => {
    const fetchMock = jest.fn(
      async () =>
        new Response(
          JSON.stringify({
            apiBaseUrl: 'https://api.example.org/api',
            fileBaseUrl: 'https://files.example.org',
            webmailUrl: 'https://mail.example.org',
            remotes: { mf_public: 'http://r1/mf-manifest.json', broken: 42 },
            extra: 'ignored',
          }),
        ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const config = await loadRuntimeConfig('/config.json');
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(config.apiBaseUrl).toBe('https://api.example.org/api');
    expect(config.webmailUrl).toBe('https://mail.example.org');
    expect(config.remotes).toEqual({ mf_public: 'http://r1/mf-manifest.json' });
    expect(fileUrl('/uploads/a.pdf')).toBe('https://files.example.org/uploads/a.pdf');
  });

  it('keeps the defaults when config.json cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    setRuntimeConfig({ apiBaseUrl: '/api' });
    global.fetch = jest.fn(async () => new Response('nope', { status: 404 })) as unknown as typeof fetch;
    const config = await loadRuntimeConfig();
    expect(config.apiBaseUrl).toBe('/api');
    global.fetch = jest.fn(async () => new Response('not json')) as unknown as typeof fetch;
    expect((await loadRuntimeConfig()).apiBaseUrl).toBe('/api');
  });

  it('builds file URLs on the page origin when no file base is set', () => {
    setRuntimeConfig({ fileBaseUrl: '' });
    expect(fileUrl('/uploads/x.webp')).toBe('/uploads/x.webp');
    expect(fileUrl('uploads/x.webp')).toBe('/uploads/x.webp');
    expect(fileUrl('https://cdn/x.webp')).toBe('https://cdn/x.webp');
    expect(fileUrl(undefined)).toBe('');
  });
});
