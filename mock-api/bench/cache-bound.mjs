// npm run bench:cache -w mock-api
// The response cache's byte bound under a client walking 10,000 distinct list queries (page x
// pageSize), measured on the built API (dist/index.js) over HTTP, rather than timed inside the test
// suite (test/cache-bound.test.ts shows the bound with fewer, larger entries). It prints the API
// process's resident memory every 1,000 requests: with the bound, it levels off instead of growing
// with the number of distinct keys. The requests come as many clients (X-Forwarded-For from the
// loopback proxy the API trusts), so the per-address read limit does not stop one walker.
// BENCH_CACHE_MB (default 1) is the bound given to the API; BENCH_QUERIES (default 10000).
import { readFileSync } from 'node:fs';
import { startBuiltApi } from './builtApi.mjs';

const cacheMb = Number(process.env.BENCH_CACHE_MB ?? 1);
const queries = Number(process.env.BENCH_QUERIES ?? 10_000);

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
  return line ? (Number(line[1]) / 1024).toFixed(1) : '?';
};

async function main() {
  const { base, pid, stop } = await startBuiltApi('cache', { API_CACHE_MAX_MB: String(cacheMb) });
  try {
    console.log(`API cache bound ${cacheMb} MB; ${queries} distinct /api/alumni?page&pageSize queries`);
    console.log(`before: RSS ${rssMb(pid)} MB`);
    const started = performance.now();
    let sent = 0;
    outer: for (let page = 1; ; page += 1) {
      for (let pageSize = 1; pageSize <= 200; pageSize += 1) {
        const client = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
        const res = await fetch(`${base}/api/alumni?page=${page}&pageSize=${pageSize}`, {
          headers: { 'x-forwarded-for': client },
        });
        if (res.status !== 200) throw new Error(`query ${sent + 1} answered ${res.status}`);
        await res.arrayBuffer();
        sent += 1;
        if (sent % 1_000 === 0) console.log(`after ${String(sent).padStart(6)}: RSS ${rssMb(pid)} MB`);
        if (sent >= queries) break outer;
      }
    }
    console.log(`${sent} queries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
