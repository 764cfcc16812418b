import { createUpstreamPool, parseUpstreams } from './upstreams.mjs';

describe('API_URL as a list of API hosts', () => {
  it('reads a comma-separated list of origins and refuses anything that is not http(s)', () => {
    expect(parseUpstreams(' http://10.0.0.5:4000/ ,https://api.example.org')).toEqual([
      'http://10.0.0.5:4000',
      'https://api.example.org',
    ]);
    expect(parseUpstreams('http://a:4000,,')).toEqual(['http://a:4000']);
    expect(() => parseUpstreams('ftp://a')).toThrow('API_URL: ftp://a is not http(s)');
    expect(() => parseUpstreams('not a url')).toThrow();
  });

  it('takes turns, skips a host marked down until its time is up, and then tries it again', () => {
    let t = 0;
    const pool = createUpstreamPool(['http://a', 'http://b', 'http://c'], { retryAfterMs: 5_000, now: () => t });
    expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual([
      'http://a',
      'http://b',
      'http://c',
      'http://a',
    ]);
    pool.markDown('http://b');
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual(['http://c', 'http://a', 'http://c']);
    expect(pool.preferred()).toBe('http://a');
    t = 5_000;
    expect(pool.isDown('http://b')).toBe(false);
    expect([pool.pick(), pool.pick()]).toEqual(['http://a', 'http://b']);
  });

  it('when every host is down, tries the one that comes back first rather than none', () => {
    let t = 0;
    const pool = createUpstreamPool(['http://a', 'http://b'], { retryAfterMs: 5_000, now: () => t });
    pool.markDown('http://a');
    t = 1_000;
    pool.markDown('http://b');
    expect(pool.pick()).toBe('http://a');
    expect(() => createUpstreamPool([])).toThrow();
  });
});
