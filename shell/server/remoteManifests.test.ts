import { createManifestCache, hintsForPage, manifestIdentity, pageHeadOf } from './remoteManifests';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'GalleryPage',
      path: './GalleryPage',
      assets: { js: { sync: ['g.1.js'], async: ['x.js'] }, css: { sync: [], async: [] } },
    },
  ],
};
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
/** The manifests a fetch mock was asked for (each is asked with its page-heads.json beside it). */
const manifestCalls = (fetchImpl: jest.Mock) =>
  fetchImpl.mock.calls.filter(([url]) => !String(url).endsWith('/page-heads.json')).length;

describe('live remote manifests', () => {
  it('fetches a manifest once per lifetime, however many pages ask, and again after it', async () => {
    let t = 0;
    const fetchImpl = jest.fn(async (_url: string | URL | Request) => ok(manifest));
    const cache = createManifestCache({ ttlMs: 5_000, fetchImpl, now: () => t });
    await Promise.all([cache.get('http://r/mf-manifest.json'), cache.get('http://r/mf-manifest.json')]);
    t = 4_999;
    expect(await cache.get('http://r/mf-manifest.json')).toEqual(manifest);
    expect(manifestCalls(fetchImpl)).toBe(1);
    t = 5_000;
    await cache.get('http://r/mf-manifest.json');
    expect(manifestCalls(fetchImpl)).toBe(2);
  });

  it('gives null for a remote that is down, slow or answers nonsense, and remembers it briefly', async () => {
    let t = 0;
    const answers = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(new Response('nope', { status: 503 })),
      () => Promise.resolve(ok({ not: 'a manifest' })),
    ];
    const fetchImpl = jest.fn((url: string | URL | Request) =>
      String(url).endsWith('/page-heads.json')
        ? Promise.resolve(new Response('', { status: 404 }))
        : answers.shift()!(),
    );
    const cache = createManifestCache({ ttlMs: 1_000, fetchImpl, now: () => t });
    expect(await cache.get('http://r/m.json')).toBeNull();
    expect(await cache.get('http://r/m.json')).toBeNull();
    expect(manifestCalls(fetchImpl)).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      t += 1_000;
      expect(await cache.get('http://r/m.json')).toBeNull();
    }
    expect(manifestCalls(fetchImpl)).toBe(3);

    // A remote that never answers: the cache gives up through its own time limit (the signal it
    // handed to fetch aborts), rather than waiting as long as the remote does.
    let signal: AbortSignal | undefined;
    const hung = createManifestCache({
      timeoutMs: 50,
      fetchImpl: (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init!.signal!;
          signal.addEventListener('abort', () => reject(signal!.reason));
        }),
    });
    expect(await hung.get('http://slow/m.json')).toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  it("reads the remote's page heads beside its manifest, and a changed head names a new build", async () => {
    let t = 0;
    const head = (en: string) => ({
      GalleryPage: { title: { en, bn: 'ফটো গ্যালারি' }, description: { en: 'Photos', bn: 'ছবি' } },
    });
    let heads: unknown = head('Photo Gallery');
    const fetchImpl = jest.fn(async (url: string | URL | Request) =>
      String(url) === 'http://r/sub/page-heads.json' ? ok(heads) : ok(manifest),
    );
    const cache = createManifestCache({ ttlMs: 1_000, fetchImpl, now: () => t });
    const first = await cache.get('http://r/sub/mf-manifest.json');
    expect(pageHeadOf(first, 'GalleryPage')?.title.en).toBe('Photo Gallery');
    expect(pageHeadOf(first, 'Nope')).toBeNull();
    t += 1_000;
    heads = head('Pictures');
    const second = await cache.get('http://r/sub/mf-manifest.json');
    expect(pageHeadOf(second, 'GalleryPage')?.title.en).toBe('Pictures');
    // The render cache keys pages by this identity: a retitled page is rendered again.
    expect(manifestIdentity(second)).not.toBe(manifestIdentity(first));
    // Heads of the wrong shape are not believed: the page is headed as when the remote is down.
    t += 1_000;
    heads = { GalleryPage: { title: 'Pictures' } };
    expect(pageHeadOf(await cache.get('http://r/sub/mf-manifest.json'), 'GalleryPage')).toBeNull();
  });

  it("makes hints beside the manifest ('auto') or under a declared public path", () => {
    expect(hintsForPage(manifest, 'http://r:1/sub/mf-manifest.json', 'GalleryPage', 'en')).toEqual([
      { href: 'http://r:1/sub/remoteEntry.js', as: 'script' },
      { href: 'http://r:1/sub/g.1.js', as: 'script' },
    ]);
    const cdn = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/dir/' } };
    expect(hintsForPage(cdn, 'http://r:1/mf-manifest.json', 'GalleryPage', 'en')[1]).toEqual({
      href: 'https://cdn.example/dir/g.1.js',
      as: 'script',
    });
    // A page the remote does not expose (yet): its entry only.
    expect(hintsForPage(manifest, 'http://r:1/mf-manifest.json', 'Nope', 'en')).toHaveLength(1);
    expect(hintsForPage(null, 'http://r:1/mf-manifest.json', 'GalleryPage', 'en')).toEqual([]);
  });

  it('hints a page its own language’s file of each words file (mf.wordsFiles.mjs), and the rest as named', () => {
    const withWords = { ...manifest, wordFiles: ['g.1.js'] };
    const hrefs = (locale: 'en' | 'bn') =>
      hintsForPage(withWords, 'http://r:1/sub/mf-manifest.json', 'GalleryPage', locale).map((hint) => hint.href);
    expect(hrefs('bn')).toEqual(['http://r:1/sub/remoteEntry.js', 'http://r:1/sub/g.1.bn.js']);
    expect(hrefs('en')).toEqual(['http://r:1/sub/remoteEntry.js', 'http://r:1/sub/g.1.en.js']);
  });
});
