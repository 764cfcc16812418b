// Security figures measured against a built API over real HTTP (docs/security.md, "Measuring it"):
//   node mock-api/scripts/measure-security.mjs [path/to/dist/index.js]
// 1. password checks a parallel burst of 100 logins to one account gets (99 wrong, the last right);
// 2. a real login's time without and during a login flood from another address;
// 3. the API's resident memory during five parallel imports of a 10,000-row spreadsheet.
// The API runs with its real argon2 cost, on 127.0.0.1, with a fresh temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist', 'index.js'));
const require = createRequire(path.join(here, '..', 'package.json'));
const ExcelJS = require('exceljs');

const ADMIN = { email: 'admin@measure.local', password: 'Measure-Admin-Passphrase-1' };
const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-measure-'));
const api = spawn(process.execPath, [entry], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_SAMPLE_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
  },
  stdio: 'inherit',
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
const post = (url, body, from) =>
  fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify(body),
  });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

try {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(base + '/api/health').then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  const victim = { username: 'Victim', email: 'victim@measure.local', password: 'victim-passphrase-2026' };
  await post('/api/auth/register', victim);

  // 1. Parallel burst.
  const burst = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      post(
        '/api/auth/login',
        { email: victim.email, password: i === 99 ? victim.password : `wrong-${i}` },
        '192.0.2.10',
      ),
    ),
  );
  const statuses = burst.map((r) => r.status);
  const checked = statuses.filter((s) => s === 200 || s === 401).length;
  console.log(
    `burst of 100 parallel logins: ${checked} password checks, last (right) password answered ${statuses[99]}`,
  );

  // 2. A real login without and during a flood from another address.
  const real = { username: 'Real', email: 'real@measure.local', password: 'real-user-passphrase' };
  await post('/api/auth/register', real);
  const timeLogins = async (n) => {
    const times = [];
    for (let i = 0; i < n; i += 1) {
      const t0 = performance.now();
      const res = await post('/api/auth/login', { email: real.email, password: real.password }, '198.51.100.20');
      times.push(performance.now() - t0);
      if (res.status !== 200) times.push(NaN);
      await sleep(100);
    }
    return times;
  };
  const quiet = await timeLogins(20);
  let flooding = true;
  let floodRequests = 0;
  const flood = Array.from({ length: 20 }, async (_, w) => {
    let i = 0;
    while (flooding) {
      await post('/api/auth/login', { email: `target${w}-${i}@measure.local`, password: `guess-${i}` }, '203.0.113.66')
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      i += 1;
      floodRequests += 1;
    }
  });
  await sleep(1000);
  const loud = await timeLogins(30);
  flooding = false;
  await Promise.all(flood);
  console.log(
    `real login: ${median(quiet).toFixed(0)} ms median (p90 ${p90(quiet).toFixed(0)}) without a flood; ` +
      `${median(loud).toFixed(0)} ms median (p90 ${p90(loud).toFixed(0)}) during a flood of ${floodRequests} wrong logins from one address`,
  );

  // 3. Five parallel imports of a 10,000-row spreadsheet.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alumni');
  sheet.addRow([
    'Alumni ID',
    'Full Name',
    'Graduation Year',
    'Degree',
    'Major',
    'Email',
    'Current Company',
    'Job Title',
    'Location',
    'Achievements',
  ]);
  for (let i = 0; i < 9_999; i += 1)
    sheet.addRow([
      `M-${i}`,
      `Measured Person ${i}`,
      2000 + (i % 25),
      'MBBS',
      'Medicine',
      `m${i}@example.com`,
      'Hospital',
      'Medical Officer',
      'Dhaka',
      'x'.repeat(120),
    ]);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const login = await (await post('/api/auth/login', ADMIN, '198.51.100.30')).json();
  const idle = rssMb();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 25);
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 5 }, async () => {
      const form = new FormData();
      form.set('file', new Blob([file]), 'alumni.xlsx');
      const res = await fetch(base + '/api/alumni/upload', {
        method: 'POST',
        headers: { authorization: `Bearer ${login.token}`, 'x-forwarded-for': '198.51.100.30' },
        body: form,
      });
      return res.status;
    }),
  );
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  await sleep(5000);
  clearInterval(sampler);
  console.log(
    `five parallel imports of ${(file.length / 1024).toFixed(0)} KB / 10,000 rows: answers ${answers.join(',')} in ${seconds} s; ` +
      `API RSS ${idle} MB before, peak ${peak} MB, ${rssMb()} MB 5 s after`,
  );
} finally {
  api.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
