import { rmSync } from 'node:fs';
import { buildTestApp, tempDataDir } from '../helpers';
import { SqliteSearch } from '../../src/search/sqlite';

jest.setTimeout(300_000);
test('search timing', async () => {
  const dir = tempDataDir();
  const app = await buildTestApp(dir);
  const db = app.ctx.store.sqlite;
  const words = ['routine', 'examination', 'admission', 'result', 'holiday', 'seminar', 'ward', 'hostel', 'library'];
  db.transaction(() => {
    const n = db.prepare("insert into notices (id, title, description, pdf_path, date, category, pinned, updated_at) values (?, ?, ?, '/x.pdf', ?, 'general', 0, ?)");
    for (let i = 0; i < 2000; i++) { const d = new Date(Date.now() - i * 3600e3).toISOString(); n.run(`n${i}`, `Bench ${words[i % 9]} notice ${i}`, `Sample description ${words[(i*7)%9]}`, d, d); }
    const f = db.prepare("insert into faculty (id, name, registration_no, date_of_birth, designation, department, picture, qualifications, work_experience, publications, created_at, updated_at) values (?, ?, 'r', '1980-01-01', 'Professor', 'Anatomy', null, ?, '[]', '[]', 'x', 'x')");
    for (let i = 0; i < 500; i++) f.run(`f${i}`, `Dr. Bench ${i} (sample)`, JSON.stringify([{ degree: 'MBBS', year: '2004' }, { degree: 'FCPS', year: '2012' }]));
    const a = db.prepare("insert into alumni (id, full_name, graduation_year, degree, major, current_company, job_title, location, created_at, updated_at) values (?, ?, ?, 'MBBS', 'Medicine', 'Sample Hospital', 'Medical Officer', 'Dhaka', 'x', 'x')");
    for (let i = 0; i < 5000; i++) a.run(`a${i}`, `Bench Alumnus ${i} (sample)`, 2000 + (i % 25));
  })();
  const s = new SqliteSearch(app.ctx.store.db);
  const out: string[] = [];
  for (const q of ['pharm', 'bench', 'hostel notice', 'Bench Alumnus 4321', 'examinaton', 'zzqxw', 'medical']) {
    await s.search(q);
    const t: number[] = [];
    for (let i = 0; i < 20; i++) { const t0 = performance.now(); await s.search(q); t.push(performance.now() - t0); }
    t.sort((x, y) => x - y);
    out.push(`${q.padEnd(22)} min ${t[0]!.toFixed(2)} med ${t[10]!.toFixed(2)}`);
  }
  console.log(out.join('\n'));
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
