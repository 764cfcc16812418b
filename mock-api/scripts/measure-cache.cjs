// The response cache's memory over 10,000 distinct page queries (mock-api/README.md, "Response cache"):
//   node --expose-gc mock-api/scripts/measure-cache.cjs [bound in MB, default 64]
// Runs the API from src/ (TypeScript, through the tests' require hook) in this process, imports 2,000
// alumni, sends GET /api/alumni?page=1..50&pageSize=1..200 over HTTP on loopback (app.inject itself
// grows the heap, so it would spoil the figure) and prints heap + buffers after a forced GC, every
// 2,500 queries. A bound of 102400 (100 GB) stands for the unbounded Map it replaced.
'use strict';
require('../test/support/register-ts.cjs');
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildServer } = require('../src/server.ts');

async function main() {
  if (typeof global.gc !== 'function') throw new Error('Run with node --expose-gc');
  const maxMb = Number(process.argv[2] ?? 64);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-cache-'));
  const app = await buildServer({
    dataDir,
    jwtSecret: 'measure-cache-secret-measure-cache-secret-0123',
    adminEmail: 'admin@measure.local',
    adminPassword: 'Measure-Admin-Password-1',
    hashCost: { memoryCost: 1024, timeCost: 1 },
    seed: 'admin',
    cacheMaxBytes: maxMb * 1024 * 1024,
  });
  try {
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      row: i + 2,
      value: {
        alumniId: `M-${i}`,
        fullName: `Measured Person ${i} (sample)`,
        graduationYear: 2000 + (i % 25),
        degree: 'MBBS',
        major: ['Medicine', 'Surgery', 'Dentistry'][i % 3],
        email: `m${i}@example.com`,
        currentCompany: `Sample Clinic ${i % 50}`,
        jobTitle: 'Doctor',
        location: 'Dhaka',
      },
    }));
    await app.ctx.alumni.importRows(rows);
    // Loopback without X-Forwarded-For is the site's server itself: not counted by the read limit.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address();
    const held = () => {
      global.gc();
      global.gc();
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
    const start = held();
    console.log(`bound ${maxMb} MB; heap + buffers at start ${mb(start)} MB`);
    let sent = 0;
    for (let page = 1; page <= 50; page += 1) {
      for (let pageSize = 1; pageSize <= 200; pageSize += 1) {
        const res = await fetch(`http://127.0.0.1:${port}/api/alumni?page=${page}&pageSize=${pageSize}`);
        if (res.status !== 200) throw new Error(`page ${page} of ${pageSize}: ${res.status}`);
        await res.arrayBuffer();
        sent += 1;
        if (sent % 2500 === 0) {
          const { bytes, entries } = app.ctx.cache.stats;
          console.log(`${sent}: heap + buffers +${mb(held() - start)} MB; cache ${mb(bytes)} MB in ${entries} entries`);
        }
      }
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
