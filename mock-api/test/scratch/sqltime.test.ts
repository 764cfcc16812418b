import { rmSync } from 'node:fs';
import { buildTestApp, tempDataDir } from '../helpers';

jest.setTimeout(300_000);
test('sql timing', async () => {
  const dir = tempDataDir();
  const app = await buildTestApp(dir);
  const db = app.ctx.store.sqlite;
  db.transaction(() => {
    const n = db.prepare("insert into notices (id, title, description, pdf_path, date, category, pinned, updated_at) values (?, ?, 'Sample description', '/x.pdf', ?, 'general', 0, ?)");
    for (let i = 0; i < 2000; i++) { const d = new Date(Date.now() - i * 3600e3).toISOString(); n.run(`n${i}`, `Bench routine notice ${i}`, d, d); }
    const a = db.prepare("insert into alumni (id, full_name, graduation_year, degree, major, current_company, job_title, location, created_at, updated_at) values (?, ?, ?, 'MBBS', 'Medicine', 'Sample Hospital', 'Medical Officer', 'Dhaka', 'x', 'x')");
    for (let i = 0; i < 5000; i++) a.run(`a${i}`, `Bench Alumnus ${i} (sample)`, 2000 + (i % 25));
  })();
  const time = (label: string, q: string, ...args: unknown[]) => {
    const st = db.prepare(q);
    st.all(...args);
    const t: number[] = [];
    for (let i = 0; i < 15; i++) { const t0 = performance.now(); st.all(...args); t.push(performance.now() - t0); }
    t.sort((x, y) => x - y);
    return `${label.padEnd(40)} min ${t[0]!.toFixed(2)} med ${t[7]!.toFixed(2)}`;
  };
  db.exec(`create virtual table fcol using fts5(kind, title, body, tokenize='unicode61 remove_diacritics 2', detail=column);
    insert into fcol(rowid, kind, title, body) select f.rowid, d.kind, f.title, f.body from search_fts f join search_docs d on d.id=f.rowid;
    create virtual table ffull using fts5(kind, title, body, tokenize='unicode61 remove_diacritics 2');
    insert into ffull(rowid, kind, title, body) select f.rowid, d.kind, f.title, f.body from search_fts f join search_docs d on d.id=f.rowid;
    insert into ffull(ffull, rank) values('rank', 'bm25(0.0, 10.0, 1.0)');
    insert into fcol(fcol, rank) values('rank', 'bm25(0.0, 10.0, 1.0)');`);
  const out = [
    time('col: bm25 all', "select rowid, bm25(fcol, 0.0, 10.0, 1.0) from fcol where fcol match ?", '"bench"*'),
    time('col: rank limit', "select rowid from fcol where fcol match ? order by rank limit 10", '"bench"*'),
    time('full: kind alumni rank limit', "select rowid from ffull where ffull match ? order by rank limit 10", 'kind:alumni AND "bench"*'),
    time('col: kind alumni rank limit', "select rowid from fcol where fcol match ? order by rank limit 10", 'kind:alumni AND "bench"*'),
    time('col: kind notice rank limit', "select rowid from fcol where fcol match ? order by rank limit 10", 'kind:notice AND "bench"*'),
    time('count match prefix', "select count(*) from search_fts where search_fts match ?", '"bench"*'),
    time('count match exact', "select count(*) from search_fts where search_fts match ?", '"bench"'),
    time('bm25 all prefix', "select rowid, bm25(search_fts, 10.0, 1.0) from search_fts where search_fts match ?", '"bench"*'),
    time('order by rank limit 10', "select rowid from search_fts where search_fts match ? order by rank limit 10", '"bench"*'),
    time('join docs', "select d.kind, bm25(search_fts, 10.0, 1.0) s from search_fts join search_docs d on d.id = search_fts.rowid where search_fts match ?", '"bench"*'),
  ];
  console.log(out.join('\n'));
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
