// npm run bench -w mock-api
// Builds dist/, starts it on loopback with a temporary DATA_DIR, fills it (500 faculty, 50 notices,
// 5,000 alumni through the real spreadsheet import, timed), then measures each list route with
// autocannon right after the trivial /api/health in the same run, and prints the ratio.
// BENCH_SECONDS (default 3) sets the duration of each measurement; BENCH_CONNECTIONS (default 10).
// Then, where PostgreSQL is installed, the same data and routes on PostgreSQL + S3 (a throwaway
// server and s3rver, test/pg/cluster.cjs) as ratios to SQLite, and two API replicas against one.
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import cluster from '../test/pg/cluster.cjs';
import { measureQuerySet } from './query-set.mjs';

// The SDK's notice that its 2027 releases need Node 22 is for operators (README), not for every bench run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ADMIN = { email: 'bench@gsvmc.local', password: 'Bench-Password-2026' };

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function inBatches(count, size, fn) {
  for (let i = 0; i < count; i += size) {
    await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => fn(i + k)));
  }
}

function minimalPdf() {
  const body = 'BT /F1 12 Tf 72 720 Td (Bench notice) Tj ET';
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objs.map((o, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function alumniWorkbook(rows) {
  // The headers of ALUMNI_COLUMNS (shared-types is TypeScript, which this plain script cannot import);
  // a mismatch fails loudly below, since the import would then report missing columns.
  const headers = [
    'Alumni ID',
    'Full Name',
    'Graduation Year',
    'Degree',
    'Major',
    'Email',
    'Current Company',
    'Job Title',
    'Location',
    'LinkedIn Profile',
    'Phone',
    'Achievements',
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alumni');
  sheet.addRow(headers);
  const majors = ['Medicine', 'Surgery', 'Paediatrics', 'Obstetrics & Gynaecology', 'Community Medicine', 'Dentistry'];
  for (let i = 1; i <= rows; i += 1) {
    sheet.addRow([
      `BENCH-${i}`,
      `Bench Alumnus ${i} (sample)`,
      2000 + (i % 25),
      i % 6 === 5 ? 'BDS' : 'MBBS',
      majors[i % majors.length],
      `bench.${i}@example.com`,
      'Sample Hospital',
      'Medical Officer',
      'Dhaka',
      `linkedin.com/in/bench-${i}`,
      `+880 1000-${String(100000 + i).slice(-6)}`,
      i % 10 === 0 ? 'Sample achievement' : '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `url` may be a list: autocannon then spreads its connections over them (a round-robin balancer). */
async function measure(url, headers = {}) {
  const r = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * Cross-check for large bodies: autocannon's own HTTP parsing saturates long before the server
 * does on a 1.8 MB response, so the same measurement is repeated with a bare node:http keep-alive
 * client that discards the bytes.
 */
async function measureRaw(base, route, headers = {}) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let done = 0;
  const end = Date.now() + seconds * 1000;
  const loop = () =>
    new Promise((resolve, reject) => {
      const next = () => {
        if (Date.now() > end) return resolve();
        http
          .get({ hostname, port, path: route, agent, headers }, (res) => {
            res.on('data', () => undefined);
            res.on('end', () => {
              done += 1;
              next();
            });
          })
          .on('error', reject);
      };
      next();
    });
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return done / seconds;
}

const running = new Set();
const cleanups = [];
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM');
  for (const fn of cleanups) fn();
});

/** One API process (node dist/index.js) on a free port with `extraEnv`; returns its base URL and a stop(). */
async function startApi(extraEnv) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(pkg, 'dist', 'index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'error',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(server);
  await waitFor(`${base}/api/health`);
  return {
    base,
    dataDir,
    pid: server.pid,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        server.kill('SIGTERM');
      }),
  };
}

const pad = (s, n) => String(s).padEnd(n);

async function main() {
  const build = spawnSync(process.execPath, [path.join(pkg, 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  // First the search query set against the sample content: how well search meets how people type.
  await measureQuerySet();

  const sqlite = await benchOne('SQLite + disk', {}, { full: true });
  if (!cluster.postgresAvailability().ok) {
    console.log(`\nPostgreSQL figures skipped: ${cluster.postgresAvailability().reason}`);
    return;
  }
  const pgServer = await cluster.startPostgres();
  cleanups.push(() => pgServer.stop());
  const s3 = await cluster.startS3();
  try {
    const admin = new pg.Client(pgServer.adminUrl);
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    await client.send(new CreateBucketCommand({ Bucket: 'bench' }));
    client.destroy();
    const pgEnv = {
      DATABASE_URL: pgServer.urlFor('bench'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: 'bench',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const onPg = await benchOne('PostgreSQL 15 + S3 (s3rver), one replica', pgEnv, { full: false });

    console.log('\nPostgreSQL + S3 against SQLite + disk, same data and routes (req/s ratio; import time ratio):');
    for (const r of onPg.rows) {
      const s = sqlite.rows.find((x) => x.route === r.route);
      if (s) console.log(`${pad(r.route, 20)}${pad((r.rps / s.rps).toFixed(2), 8)}(p99 ${r.p99} ms vs ${s.p99} ms)`);
    }
    console.log(`${pad('import 5,000 rows', 20)}${pad((onPg.firstImport / sqlite.firstImport).toFixed(2), 8)}`);
    console.log(`${pad('re-import', 20)}${pad((onPg.reImport / sqlite.reImport).toFixed(2), 8)}`);

    // The second replica joins the filled database; autocannon spreads its connections over both.
    const second = await startApi(pgEnv);
    console.log(
      `\ntwo replicas against one (PostgreSQL + S3; autocannon's ${connections} connections spread over both, ${seconds} s each):`,
    );
    console.log(`${pad('route', 20)}${pad('1 replica', 12)}${pad('2 replicas', 12)}ratio`);
    for (const route of ['/api/health', '/api/faculty', '/api/notices', '/api/alumni']) {
      const one = await measure(`${onPg.base}${route}`);
      const two = await measure([`${onPg.base}${route}`, `${second.base}${route}`]);
      console.log(
        `${pad(route, 20)}${pad(one.rps.toFixed(0), 12)}${pad(two.rps.toFixed(0), 12)}${(two.rps / one.rps).toFixed(2)}${one.errors + two.errors ? `  errors ${one.errors + two.errors}` : ''}`,
      );
    }
    await second.stop();
    await onPg.stop();
  } finally {
    await s3.stop();
  }
}

/**
 * Fills one API (500 faculty, 50 notices, 5,000 alumni) and measures its list routes beside
 * /api/health. `full` adds the gzip rows and the bare-client cross-check (SQLite only, as before).
 */
async function benchOne(label, extraEnv, { full }) {
  const api = await startApi(extraEnv);
  const base = api.base;
  {
    const login = await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json();
    const auth = { authorization: `Bearer ${login.token}` };

    const departments = [
      'Anatomy',
      'Physiology',
      'Biochemistry',
      'Pathology',
      'Internal Medicine',
      'General Surgery',
      'Paediatrics',
      'Prosthodontics',
    ];
    const ranks = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer'];
    let t0 = performance.now();
    await inBatches(500, 10, async (i) => {
      const form = new FormData();
      form.set('name', `Dr. Bench ${i} (sample)`);
      form.set('registrationNo', `BENCH-${i}`);
      form.set('dateOfBirth', '1980-01-01');
      form.set('designation', ranks[i % ranks.length]);
      form.set('department', departments[i % departments.length]);
      form.set(
        'qualifications',
        JSON.stringify([
          { degree: 'MBBS', year: '2004' },
          { degree: 'FCPS', year: '2012' },
        ]),
      );
      form.set('workExperience', JSON.stringify([{ role: 'Lecturer', startDate: '2006-01-01', endDate: 'Present' }]));
      form.set('publications', JSON.stringify([{ title: 'A sample study', link: 'https://example.org/x' }]));
      const res = await fetch(`${base}/api/faculty`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 201) throw new Error(`faculty ${i}: ${res.status} ${await res.text()}`);
    });
    const facultyMs = performance.now() - t0;

    const pdf = minimalPdf();
    await inBatches(50, 10, async (i) => {
      const form = new FormData();
      form.set('title', `Bench notice ${i}`);
      form.set('pdf', new Blob([pdf], { type: 'application/pdf' }), 'n.pdf');
      const res = await fetch(`${base}/api/notices/upload`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 201) throw new Error(`notice ${i}: ${res.status}`);
    });

    const workbook = await alumniWorkbook(5000);
    const importOnce = async () => {
      const form = new FormData();
      form.set('file', new Blob([workbook]), 'alumni.xlsx');
      const start = performance.now();
      const res = await fetch(`${base}/api/alumni/upload`, { method: 'POST', headers: auth, body: form });
      const body = await res.json();
      if (res.status !== 200 || body.count !== 5000)
        throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      return performance.now() - start;
    };
    const firstImport = await importOnce();
    const reImport = await importOnce();
    const stats = await (await fetch(`${base}/api/stats`)).json();

    console.log(
      `\nmock-api bench, ${label}: Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), load ${os.loadavg()[0].toFixed(2)}`,
    );
    console.log(
      `data: ${JSON.stringify(stats)}; autocannon ${connections} connections, ${seconds} s per measurement, loopback\n`,
    );
    console.log(`create 500 faculty over HTTP (multipart, 10 at a time): ${(facultyMs / 1000).toFixed(2)} s`);
    console.log(
      `import a 5,000-row .xlsx (${(workbook.length / 1024).toFixed(0)} KB), new rows:  ${(firstImport / 1000).toFixed(2)} s`,
    );
    console.log(`re-import the same file (5,000 updates):          ${(reImport / 1000).toFixed(2)} s\n`);

    const rows = [];
    const gzip = { 'accept-encoding': 'gzip' };
    const routes = [
      ['/api/faculty', {}],
      ['/api/notices', {}],
      ['/api/alumni', {}],
      ...(full
        ? [
            ['/api/faculty', gzip],
            ['/api/alumni', gzip],
          ]
        : []),
    ];
    for (const [route, headers] of routes) {
      const trivial = await measure(`${base}/api/health`, headers);
      const measured = await measure(`${base}${route}`, headers);
      const label = headers === gzip ? `${route} gz` : route;
      rows.push({
        route: label,
        ...measured,
        trivialRps: trivial.rps,
        trivialP99: trivial.p99,
        ratio: measured.rps / trivial.rps,
      });
    }
    const sizes = {};
    for (const route of ['/api/faculty', '/api/notices', '/api/alumni'])
      sizes[route] = (await (await fetch(`${base}${route}`)).arrayBuffer()).byteLength;
    console.log(
      `response sizes (identity): ${Object.entries(sizes)
        .map(([r, n]) => `${r} ${(n / 1024).toFixed(0)} KB`)
        .join(', ')}\n`,
    );
    console.log(
      `${pad('route', 20)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('health req/s', 14)}${pad('health p99', 12)}ratio  errors`,
    );
    for (const r of rows) {
      console.log(
        `${pad(r.route, 20)}${pad(r.rps.toFixed(0), 10)}${pad(r.p99, 9)}${pad(r.trivialRps.toFixed(0), 14)}${pad(r.trivialP99, 12)}${pad(r.ratio.toFixed(3), 7)}${r.errors}`,
      );
    }

    if (!full) return { rows, firstImport, reImport, base, stop: api.stop };
    console.log(`\ncross-check with a bare node:http client (${connections} keep-alive sockets, ${seconds} s each):`);
    for (const [route, headers, label] of [
      ['/api/alumni', {}, 'identity'],
      ['/api/alumni', gzip, 'gzip'],
    ]) {
      const trivial = await measureRaw(base, '/api/health', headers);
      const measured = await measureRaw(base, route, headers);
      console.log(
        `${pad(`${route} ${label}`, 22)}${pad(measured.toFixed(0), 10)}health ${pad(trivial.toFixed(0), 8)}ratio ${(measured / trivial).toFixed(3)}`,
      );
    }

    // Search latency on the SQLite run (the block fills the database directly).
    if (!extraEnv.DATABASE_URL) await searchBench(base, api.dataDir, api.pid);
    await api.stop();
    return { rows, firstImport, reImport };
  }
}

// ---- Search latency (engineer "notices"). Self-contained: fills notices up to 2,000,
// then times GET /api/search one request at a time over a mix of queries. ----
const SEARCH_NOTICES = 2000;
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

async function searchBench(base, dataDir, serverPid) {
  // Straight into SQLite through a second connection: the search index is kept by triggers, so
  // these rows are indexed exactly as uploads would be, without writing 1,950 PDFs first.
  const { default: Database } = await import('../src/db/sqliteDriver.cjs');
  const db = new Database(path.join(dataDir, 'gsvmc.sqlite'));
  db.pragma('busy_timeout = 5000');
  const have = db.prepare('select count(*) as n from notices').get().n;
  const words = ['routine', 'examination', 'admission', 'result', 'holiday', 'seminar', 'ward', 'hostel', 'library'];
  const bengali = ['ভর্তি বিজ্ঞপ্তি', 'পরীক্ষার সময়সূচি', 'ফলাফল প্রকাশ', 'ছুটির নোটিশ'];
  const categories = ['admission', 'examination', 'results', 'academic', 'events', 'holiday', 'general'];
  const insert = db.prepare(
    'insert into notices (id, title, description, pdf_path, date, category, pinned, updated_at) values (?, ?, ?, ?, ?, ?, 0, ?)',
  );
  const t0 = performance.now();
  db.transaction(() => {
    for (let i = have; i < SEARCH_NOTICES; i += 1) {
      const date = new Date(Date.now() - i * 3_600_000).toISOString();
      const title =
        i % 5 === 0
          ? `${bengali[i % bengali.length]} ${String(2000 + (i % 27)).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))}`
          : `Bench ${words[i % words.length]} notice ${i} for phase ${i % 4}`;
      insert.run(
        `bench-${i}`,
        title,
        `Sample description ${words[(i * 7) % words.length]}`,
        `/uploads/notices/x.pdf`,
        date,
        categories[i % 7],
        date,
      );
    }
  })();
  const fillMs = performance.now() - t0;
  db.close();

  const queries = [
    ['prefix, one word', 'pharm'],
    ['prefix, one word', 'rout'],
    ['common word (2,000+ hits)', 'bench'],
    ['two words', 'hostel notice'],
    ['name', 'Bench Alumnus 4321'],
    ['Bengali', 'ভর্তি'],
    ['Bengali digits', '২০১০'],
    ['typo (trigram fallback)', 'examinaton'],
    ['typo (trigram fallback)', 'pathalogy'],
    ['no match', 'zzqxw'],
  ];
  const times = [];
  const byKind = new Map();
  for (const [, q] of queries) await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`); // warm up
  // The server's own CPU per search does not depend on what else the machine runs, unlike latency.
  const cpuBefore = cpuSeconds(serverPid);
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const [kind, q] of queries) {
      const start = performance.now();
      const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`);
      await res.arrayBuffer();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`search ${q}: ${res.status}`);
      times.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
  }
  const cpuAfter = cpuSeconds(serverPid);
  const pct = (list, p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const stats = await (await fetch(`${base}/api/stats`)).json();
  console.log(
    `\nsearch (GET /api/search, one request at a time, loopback, ${SEARCH_ROUNDS} rounds of ${queries.length} queries):`,
  );
  console.log(
    `data: ${JSON.stringify(stats)}; ${SEARCH_NOTICES - have} notices added through SQL in ${fillMs.toFixed(0)} ms`,
  );
  console.log(`${'query'.padEnd(28)}p50 ms   p99 ms`);
  for (const [kind, list] of byKind)
    console.log(`${kind.padEnd(28)}${pct(list, 50).toFixed(2).padEnd(9)}${pct(list, 99).toFixed(2)}`);
  console.log(
    `${'all'.padEnd(28)}${pct(times, 50).toFixed(2).padEnd(9)}${pct(times, 99).toFixed(2)}  (goal: p99 < 20 ms)`,
  );
  if (cpuBefore !== null && cpuAfter !== null)
    console.log(
      `server CPU per search (user + system, mean over all queries): ${(((cpuAfter - cpuBefore) * 1000) / times.length).toFixed(2)} ms; load average ${os.loadavg()[0].toFixed(2)}`,
    );
}
// ---- end of the search block ----

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
