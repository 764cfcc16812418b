import { rmSync } from 'node:fs';
import { buildTestApp, tempDataDir } from '../helpers';

jest.setTimeout(300_000);
const rows = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    value: {
      alumniId: `${tag}-${i}`,
      fullName: `Bench Alumnus ${i} (sample)`,
      graduationYear: 2000 + (i % 25),
      degree: 'MBBS',
      major: 'Medicine',
      email: `${tag}.${i}@example.com`,
      currentCompany: 'Sample Hospital',
      jobTitle: 'Medical Officer',
      location: 'Dhaka',
      linkedInProfile: '',
      phone: '',
      achievements: '',
    },
  }));

test('trigger cost', async () => {
  const out: string[] = [];
  for (const withTriggers of [true, false, true, false]) {
    const dir = tempDataDir();
    const app = await buildTestApp(dir);
    if (!withTriggers)
      for (const t of ['alumni_search_insert', 'alumni_search_update', 'alumni_search_delete'])
        app.ctx.store.sqlite.exec(`drop trigger ${t}`);
    const r = rows(5000, 'x') as never;
    let t0 = performance.now();
    await app.ctx.alumni.importRows(r);
    const insert = performance.now() - t0;
    t0 = performance.now();
    await app.ctx.alumni.importRows(r);
    const update = performance.now() - t0;
    out.push(`${withTriggers ? 'triggers' : 'none    '} insert ${insert.toFixed(0)} ms, update ${update.toFixed(0)} ms`);
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(out.join('\n'));
});
