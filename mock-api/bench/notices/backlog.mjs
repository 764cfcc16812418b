// npm run bench:backlog -w mock-api
// Eighteen notices uploaded at once to the built API (dist/index.js) over HTTP, as an office would after
// a results day: the bench set's 6 born-digital PDFs, 6 scans and 6 phone photos (generate.mjs makes
// them if missing). It reports how long until every notice has its text, when each kind was done, and
// how the public notice list answered meanwhile (it must keep answering while the reading runs).
// NOTICE_TEXT_CONCURRENCY is the API's own default unless set.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltApi } from '../builtApi.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const setDir = path.join(here, 'out');
const ADMIN = { email: 'bench@gsvmc.local', password: 'Bench-Backlog-2026!' };

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function main() {
  if (!existsSync(path.join(setDir, 'truth.json')))
    execFileSync(process.execPath, [path.join(here, 'generate.mjs'), setDir], { stdio: 'inherit' });
  const { base, stop } = await startBuiltApi('backlog', {
    SEED_SAMPLE_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
    const { token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };

    const names = Object.keys(JSON.parse(readFileSync(path.join(setDir, 'truth.json'), 'utf8')));
    const uploads = ['born-digital', 'scan', 'photo'].flatMap((kind) => names.map((name) => ({ kind, name })));
    const started = performance.now();
    const notices = [];
    for (const { kind, name } of uploads) {
      const form = new FormData();
      form.set('title', `${kind} ${name}`);
      if (kind === 'photo') {
        const bytes = readFileSync(path.join(setDir, `photo.${name}.jpg`));
        form.append('pages', new Blob([bytes], { type: 'image/jpeg' }), `${name}.jpg`);
      } else {
        const bytes = readFileSync(path.join(setDir, `${kind}.${name}.pdf`));
        form.set('pdf', new Blob([bytes], { type: 'application/pdf' }), `${name}.pdf`);
      }
      const res = await fetch(`${base}/api/notices/upload`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 201) throw new Error(`${kind} ${name}: upload answered ${res.status} ${await res.text()}`);
      notices.push({ kind, name, id: (await res.json())._id, doneAt: null, status: 'pending' });
    }
    const uploaded = (performance.now() - started) / 1000;

    const listTimes = [];
    while (notices.some((n) => n.doneAt === null)) {
      const t0 = performance.now();
      const list = await fetch(`${base}/api/notices?limit=20&offset=0`);
      await list.arrayBuffer();
      listTimes.push(performance.now() - t0);
      if (!list.ok) throw new Error(`the notice list answered ${list.status} during the backlog`);
      for (const n of notices.filter((x) => x.doneAt === null)) {
        const one = await (await fetch(`${base}/api/notices/${n.id}`, { headers: auth })).json();
        if (one.textStatus !== 'pending') {
          n.doneAt = (performance.now() - started) / 1000;
          n.status = one.textStatus;
        }
      }
      if ((performance.now() - started) / 1000 > 1800) throw new Error('not all read within 30 minutes');
      await new Promise((r) => setTimeout(r, 1000));
    }
    const total = Math.max(...notices.map((n) => n.doneAt));
    console.log(`18 notices uploaded in ${uploaded.toFixed(1)} s; every text read after ${total.toFixed(1)} s`);
    for (const kind of ['born-digital', 'scan', 'photo']) {
      const mine = notices.filter((n) => n.kind === kind);
      console.log(
        `  ${kind.padEnd(12)} last done at ${Math.max(...mine.map((n) => n.doneAt)).toFixed(1)} s; ` +
          `statuses ${[...new Set(mine.map((n) => n.status))].join(', ')}`,
      );
    }
    console.log(
      `  the notice list meanwhile (${listTimes.length} requests): p50 ${pct(listTimes, 50).toFixed(0)} ms, ` +
        `p95 ${pct(listTimes, 95).toFixed(0)} ms, slowest ${Math.max(...listTimes).toFixed(0)} ms`,
    );
    console.log(`  machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
