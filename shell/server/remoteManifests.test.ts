import { createManifestCache, hintsForPage } from './remoteManifests';

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

describe('live remote manifests', () => {
  it('fetches a manifest once per lifetime, however many pages ask, and again after it', async () => {
    let t = 0;
    const fetchImpl = jest.fn(async () => ok(manifest));
    const cache = createManifestCache({ ttlMs: 5_000, fetchImpl, now: () => t });
    await Promise.all([cache.get('http://r/mf-manifest.json'), cache.get('http://r/mf-manifest.json')]);
    t = 4_999;
    expect(await cache.get('http://r/mf-manifest.json')).toEqual(manifest);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    t = 5_000;
    await cache.get('http://r/mf-manifest.json');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives null for a remote that is down, slow or answers nonsense, and remembers it briefly', async () => {
    let t = 0;
    const answers = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(new Response('nope', { status: 503 })),
      () => Promise.resolve(ok({ not: 'a manifest' })),
    ];
    const fetchImpl = jest.fn(() => answers.shift()!());
    const cache = createManifestCache({ ttlMs: 1_000, fetchImpl, now: () => t });
    expect(await cache.get('http://r/m.json')).toBeNull();
    expect(await cache.get('http://r/m.json')).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 2; i += 1) {
      t += 1_000;
      expect(await cache.get('http://r/m.json')).toBeNull();
    }
    expect(fetchImpl).toHaveBeenCalledTimes(3);

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

  it("makes hints beside the manifest ('auto') or under a declared public path", () => {
    expect(hintsForPage(manifest, 'http://r:1/sub/mf-manifest.json', 'GalleryPage')).toEqual([
      { href: 'http://r:1/sub/remoteEntry.js', as: 'script' },
      { href: 'http://r:1/sub/g.1.js', as: 'script' },
    ]);
    const cdn = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/dir/' } };
    expect(hintsForPage(cdn, 'http://r:1/mf-manifest.json', 'GalleryPage')[1]).toEqual({
      href: 'https://cdn.example/dir/g.1.js',
      as: 'script',
    });
    // A page the remote does not expose (yet): its entry only.
    expect(hintsForPage(manifest, 'http://r:1/mf-manifest.json', 'Nope')).toHaveLength(1);
    expect(hintsForPage(null, 'http://r:1/mf-manifest.json', 'GalleryPage')).toEqual([]);
  });
});
