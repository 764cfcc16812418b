// Several API hosts behind the site's server (issue 12: `API_URL` takes a comma-separated list):
// round robin over those that answer; one that refused a connection is skipped for a while, then
// tried again, so a replica that comes back rejoins by itself.

/** Parses `API_URL` ("http://a:4000, http://b:4000") into origins; throws on a malformed entry. */
export function parseUpstreams(value) {
  return String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = new URL(s);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`API_URL: ${s} is not http(s)`);
      return url.origin;
    });
}

export function createUpstreamPool(origins, { retryAfterMs = 5_000, now = Date.now } = {}) {
  if (origins.length === 0) throw new Error('at least one API upstream is needed');
  const list = origins.map((origin) => ({ origin, downUntil: 0 }));
  let cursor = 0;
  return {
    size: list.length,
    /** The next upstream in turn that is not marked down; if all are, the one that recovers first. */
    pick() {
      const t = now();
      for (let i = 0; i < list.length; i += 1) {
        const index = (cursor + i) % list.length;
        if (list[index].downUntil <= t) {
          cursor = (index + 1) % list.length;
          return list[index].origin;
        }
      }
      return list.reduce((a, b) => (b.downUntil < a.downUntil ? b : a)).origin;
    },
    markDown(origin) {
      const u = list.find((x) => x.origin === origin);
      if (u) u.downUntil = now() + retryAfterMs;
    },
    isDown(origin) {
      return (list.find((x) => x.origin === origin)?.downUntil ?? 0) > now();
    },
    /** An upstream for server-side calls (server rendering): the first one that is not down. */
    preferred() {
      return (list.find((x) => x.downUntil <= now()) ?? list[0]).origin;
    },
  };
}
