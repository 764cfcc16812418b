// GET /alumni with paging parameters ("the API accepts optional paging parameters; the whole
// list stays the default answer, as SPEC.md §7 reads it").
import type { Alumni, AlumniPageResponse } from '@gsvmc/shared-types';
import { multipart, setup } from './helpers';
import { alumniWorkbook } from './spreadsheets';

let t: Awaited<ReturnType<typeof setup>>;
const MAJORS = ['Medicine', 'Surgery', 'Dentistry'];

beforeAll(async () => {
  t = await setup();
  // 120 records: 40 per major, classes 2010-2019, a few with a company or a town to search for.
  const rows = Array.from({ length: 120 }, (_, i) => [
    `P-${String(i).padStart(3, '0')}`,
    `Person ${String(i).padStart(3, '0')} (sample)`,
    2010 + (i % 10),
    'MBBS',
    MAJORS[i % 3]!,
    `p${i}@example.com`,
    i % 7 === 0 ? 'Savar Community Hospital' : 'Sample Clinic',
    'Doctor',
    i % 5 === 0 ? 'Chattogram' : 'Dhaka',
  ]);
  const form = multipart({}, { file: { filename: 'alumni.xlsx', content: await alumniWorkbook(rows) } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/alumni/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
  expect(res.json()).toMatchObject({ count: 120, errors: [] });
});
afterAll(() => t.cleanup());

const get = async (query: string) => {
  const res = await t.app.inject({ url: `/api/alumni${query}` });
  return { status: res.statusCode, body: res.json() };
};

test('without parameters the answer is still the whole list in data, and nothing else', async () => {
  const { status, body } = await get('');
  expect(status).toBe(200);
  expect(Object.keys(body)).toEqual(['data']);
  expect(body.data).toHaveLength(120);
});

test('pages follow the directory order and together hold every record once', async () => {
  const whole = (await get('')).body.data as Alumni[];
  const seen: string[] = [];
  for (let page = 1; page <= 3; page += 1) {
    const { body } = (await get(`?page=${page}&pageSize=50`)) as { body: AlumniPageResponse };
    expect(body).toMatchObject({ total: 120, page, pageSize: 50 });
    seen.push(...body.data.map((a) => a._id));
  }
  expect(seen).toEqual(whole.map((a) => a._id));
  const first = (await get('?page=1')).body as AlumniPageResponse;
  expect(first.data).toHaveLength(50);
  expect(first.years).toEqual([2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010]);
  expect(first.majors).toEqual([
    { major: 'Dentistry', count: 40 },
    { major: 'Medicine', count: 40 },
    { major: 'Surgery', count: 40 },
  ]);
});

test('q matches every word in name, company or location, any case; year filters; totals follow', async () => {
  const town = (await get('?q=CHATTOGRAM&pageSize=200')).body as AlumniPageResponse;
  expect(town.total).toBe(24);
  expect(town.data.every((a) => a.location === 'Chattogram')).toBe(true);
  const both = (await get('?q=savar%20chattogram&pageSize=200')).body as AlumniPageResponse;
  expect(both.data.map((a) => a.fullName)).toEqual(
    expect.arrayContaining(['Person 000 (sample)', 'Person 035 (sample)', 'Person 070 (sample)']),
  );
  expect(both.total).toBe(4);
  const year = (await get('?year=2012')).body as AlumniPageResponse;
  expect(year.total).toBe(12);
  expect(year.data.every((a) => a.graduationYear === 2012)).toBe(true);
  // The year filter's choices stay those of the whole directory.
  expect(year.years).toHaveLength(10);
  // % and _ are searched as themselves, not as wildcards.
  expect(((await get('?q=%25')).body as AlumniPageResponse).total).toBe(0);
  expect(((await get('?q=_')).body as AlumniPageResponse).total).toBe(0);
});

test('a page past the end is empty; bad parameters are 400', async () => {
  const past = (await get('?page=9&pageSize=50')).body as AlumniPageResponse;
  expect(past).toMatchObject({ total: 120, data: [] });
  for (const bad of ['?page=0', '?pageSize=500', '?page=x', '?year=abc', '?year=20101'])
    expect((await get(bad)).status).toBe(400);
});

test('a write drops the cached pages', async () => {
  const before = (await get('?page=1&pageSize=10')).body as AlumniPageResponse;
  const victim = before.data[0]!;
  const del = await t.app.inject({ method: 'DELETE', url: `/api/alumni/${victim._id}`, headers: t.auth(t.adminToken) });
  expect(del.statusCode).toBe(200);
  const after = (await get('?page=1&pageSize=10')).body as AlumniPageResponse;
  expect(after.total).toBe(before.total - 1);
  expect(after.data.map((a) => a._id)).not.toContain(victim._id);
});
