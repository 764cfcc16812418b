// Figures the site benchmark (scripts/bundle-size.mjs) derives from one page visit's network log.
// Each request: { url, start, end (seconds), bytes (body as transferred), mime, type, and for scripts
// brotliBytes: the body's size with brotli, whatever the server sent }.

/** Middle value of the numbers given (nulls skipped); null when there is none. */
export function median(values) {
  const sorted = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

/**
 * The longest sequence of requests each of which started only after the previous one had finished:
 * the round trips a visitor pays one after the other (1 = the HTML alone). Measured from timings
 * rather than from initiators, because a fetch made by code that first awaited another fetch (config,
 * then manifest, then entry...) names the script as its initiator, not the response it waited for.
 */
export function longestChain(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = [];
  sorted.forEach((r, i) => {
    let best = 0;
    for (let j = 0; j < i; j++) if (sorted[j].end <= r.start && depth[j] > best) best = depth[j];
    depth[i] = best + 1;
  });
  return Math.max(0, ...depth);
}

/** JavaScript bytes as sent (and if brotli), its number of files, every request, and the longest chain. */
export function networkFigures(requests) {
  const js = requests.filter((r) => /javascript|ecmascript/.test(r.mime ?? '') || r.type === 'Script');
  return {
    jsBytes: js.reduce((sum, r) => sum + r.bytes, 0),
    jsBrotliBytes: js.reduce((sum, r) => sum + (r.brotliBytes ?? r.bytes), 0),
    jsRequests: js.length,
    requests: requests.length,
    chain: longestChain(requests),
  };
}
