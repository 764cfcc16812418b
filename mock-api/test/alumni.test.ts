import { ALUMNI_COLUMNS, UPLOAD_LIMITS, type Alumni } from '@gsvmc/shared-types';
import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import { checkZip } from '../src/alumni/zipCheck';
import { PDF_BYTES, PNG_BYTES } from './fixtures';
import { multipart, setup } from './helpers';
import { alumniWorkbook, alumniXls, HEADERS } from './spreadsheets';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

function upload(content: Buffer, filename = 'alumni.xlsx') {
  const form = multipart({}, { file: { filename, content } });
  return t.app.inject({
    method: 'POST',
    url: '/api/alumni/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
}
// As staff see it: the public answer leaves out phone and e-mail without consent (alumni-consent.test.ts).
const list = async () =>
  (await t.app.inject({ url: '/api/alumni', headers: t.auth(t.adminToken) })).json().data as Alumni[];

test('GET /alumni/download/template is alumni_template.xlsx with the importer columns', async () => {
  const res = await t.app.inject({ url: '/api/alumni/download/template' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toBe('attachment; filename="alumni_template.xlsx"');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const header = workbook.worksheets[0]!.getRow(1).values as unknown[];
  expect(header.slice(1)).toEqual(ALUMNI_COLUMNS.map((c) => c.header));
  // The instructions say what the consent column takes and what it means.
  const notes: string[] = [];
  workbook.getWorksheet('Instructions')!.eachRow((row) => notes.push(String(row.getCell(1).value)));
  expect(notes.find((line) => line.startsWith('Contact Consent:'))).toMatch(/yes \(or হ্যাঁ\).*Phone and Email.*না/);
  // The template itself imports cleanly (no rows, no errors).
  const res2 = await upload(res.rawPayload);
  expect(res2.json()).toMatchObject({ count: 0, errors: [] });
});

test('imports valid rows, reports bad rows by spreadsheet row number, stores the good ones', async () => {
  const res = await upload(
    await alumniWorkbook([
      [
        'T-001',
        'Good One (sample)',
        2015,
        'MBBS',
        'Medicine',
        'good.one@example.com',
        'Sample Hospital',
        'Consultant',
        'Dhaka',
        'linkedin.com/in/x',
        '+880 1000-000001',
        'Award',
      ],
      ['T-002', '', 2015, 'MBBS', 'Medicine', 'missing.name@example.com'],
      ['T-003', 'Bad Year (sample)', 'twenty', 'MBBS', 'Surgery', 'bad.year@example.com'],
      [' ', '', null],
      ['T-004', 'Bad Email (sample)', 2016, 'BDS', 'Dentistry', 'not an email'],
      ['', 'No Keys (sample)', 2012, 'MBBS', 'Surgery'],
      ['T-005', 'Script Link (sample)', 2012, 'MBBS', 'Surgery', '', '', '', '', 'javascript:alert(1)'],
    ]),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    count: 2,
    errors: [
      { row: 3, field: 'fullName', message: 'Full Name is required' },
      {
        row: 4,
        field: 'graduationYear',
        message: `Graduation Year must be a year between 1950 and ${new Date().getFullYear() + 10}`,
      },
      { row: 6, field: 'email', message: 'Email is not a valid email address' },
      { row: 8, field: 'linkedInProfile', message: 'LinkedIn Profile is not a web address' },
    ],
  });
  const good = (await list()).find((a) => a.alumniId === 'T-001');
  expect(good).toEqual({
    _id: expect.any(String),
    alumniId: 'T-001',
    fullName: 'Good One (sample)',
    graduationYear: 2015,
    degree: 'MBBS',
    major: 'Medicine',
    email: 'good.one@example.com',
    currentCompany: 'Sample Hospital',
    jobTitle: 'Consultant',
    location: 'Dhaka',
    linkedInProfile: 'linkedin.com/in/x',
    phone: '+880 1000-000001',
    achievements: 'Award',
    contactConsent: false,
  });
  expect((await list()).some((a) => a.fullName === 'No Keys (sample)')).toBe(true);
});

test('re-importing updates by alumniId, else by email, without duplicates', async () => {
  const rows = [
    ['R-1', 'Repeat One (sample)', 2010, 'MBBS', 'Medicine', 'repeat.one@example.com'],
    ['', 'Repeat Two (sample)', 2011, 'MBBS', 'Surgery', 'repeat.two@example.com'],
  ];
  expect((await upload(await alumniWorkbook(rows))).json()).toMatchObject({ count: 2, errors: [] });
  const before = (await list()).length;
  const changed = [
    ['R-1', 'Repeat One Renamed (sample)', 2010, 'MBBS', 'Medicine', 'repeat.one@example.com'],
    ['', 'Repeat Two (sample)', 2011, 'MBBS', 'Surgery', 'REPEAT.TWO@example.com', 'New Company'],
  ];
  expect((await upload(await alumniWorkbook(changed))).json()).toMatchObject({ count: 2, errors: [] });
  const after = await list();
  expect(after.length).toBe(before);
  expect(after.find((a) => a.alumniId === 'R-1')?.fullName).toBe('Repeat One Renamed (sample)');
  expect(after.find((a) => a.email === 'repeat.two@example.com')?.currentCompany).toBe('New Company');
});

test('a row whose email belongs to another alumniId is reported, not merged', async () => {
  await upload(await alumniWorkbook([['K-1', 'Key Owner (sample)', 2010, 'MBBS', 'Medicine', 'owner@example.com']]));
  const res = await upload(
    await alumniWorkbook([['K-2', 'Thief (sample)', 2010, 'MBBS', 'Medicine', 'owner@example.com']]),
  );
  expect(res.json()).toMatchObject({
    count: 0,
    errors: [{ row: 2, field: 'email', message: expect.stringContaining('belongs to another record') }],
  });
});

test('reads legacy .xls files too', async () => {
  const res = await upload(
    alumniXls([
      ['X-1', 'Legacy Row (sample)', 2008, 'MBBS', 'Paediatrics', 'legacy@example.com'],
      ['X-2', '', 2008, 'MBBS', 'x'],
    ]),
    'old.xls',
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    count: 1,
    errors: [{ row: 3, field: 'fullName', message: 'Full Name is required' }],
  });
  expect((await list()).find((a) => a.alumniId === 'X-1')).toMatchObject({
    fullName: 'Legacy Row (sample)',
    graduationYear: 2008,
  });
});

test('__proto__ and other hostile headers are ignored and pollute nothing', async () => {
  const headers = [...HEADERS, '__proto__', 'constructor', 'prototype', 'role'];
  const res = await upload(
    await alumniWorkbook(
      [
        [
          'P-1',
          'Proto Row (sample)',
          2014,
          'MBBS',
          'Medicine',
          'proto@example.com',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '{"polluted":true}',
          'x',
          'y',
          'admin',
        ],
      ],
      headers,
    ),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ count: 1, errors: [] });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  const row = (await list()).find((a) => a.alumniId === 'P-1')!;
  expect(Object.keys(row).sort()).toEqual(
    ['_id', 'alumniId', 'contactConsent', 'email', 'fullName', 'degree', 'graduationYear', 'major'].sort(),
  );
});

test('a sheet whose header row has only __proto__-style names is refused as missing columns', async () => {
  const res = await upload(await alumniWorkbook([['a', 'b']], ['__proto__', 'constructor']));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    message: 'Missing column(s): Full Name, Graduation Year, Degree, Major',
    code: 'SPREADSHEET_COLUMNS_MISSING',
  });
});

test.each([
  ['a PDF', PDF_BYTES, 'a.xlsx'],
  ['a PNG', PNG_BYTES, 'a.xls'],
  ['CSV text', Buffer.from('Full Name,Graduation Year\nA,2010\n'), 'a.xlsx'],
  ['HTML', Buffer.from('<table><tr><td>Full Name</td></tr></table>'), 'a.xls'],
])('refuses %s that is not a spreadsheet with 415', async (_label, content, name) => {
  const res = await upload(content, name);
  expect(res.statusCode).toBe(415);
  expect(res.json()).toMatchObject({
    message: 'The file is not an Excel spreadsheet (.xlsx or .xls)',
    code: 'FILE_TYPE_NOT_ALLOWED',
  });
});

test('a zip that is not a workbook, or a corrupt one, is a 400, and the server keeps serving', async () => {
  const notWorkbook = zipOf([{ name: 'hello.txt', data: Buffer.from('hello') }]);
  const res = await upload(notWorkbook);
  expect(res.statusCode).toBe(400);
  const truncated = (await alumniWorkbook([['Z', 'Z', 2010, 'MBBS', 'M']])).subarray(0, 300);
  expect((await upload(truncated)).statusCode).toBe(400);
  expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
});

test('a zip bomb is refused from its directory before anything is inflated', async () => {
  const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024, 0x41) }]);
  expect(bomb.length).toBeLessThan(100 * 1024);
  expect(checkZip(bomb)).toBe('The workbook is compressed suspiciously well');
  const res = await upload(bomb);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('The workbook is compressed suspiciously well');
});

test('refuses an oversize file with 413', async () => {
  const big = Buffer.alloc(UPLOAD_LIMITS.spreadsheetBytes + 1);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(big);
  const res = await upload(big);
  expect(res.statusCode).toBe(413);
});

test('a parse that runs past the time limit is stopped and answered', async () => {
  const slow = await setup({ parseLimits: { timeoutMs: 1 } });
  try {
    const form = multipart(
      {},
      { file: { filename: 'a.xlsx', content: await alumniWorkbook([['S', 'Slow (sample)', 2010, 'MBBS', 'M']]) } },
    );
    const res = await slow.app.inject({
      method: 'POST',
      url: '/api/alumni/upload',
      payload: form.payload,
      headers: { ...form.headers, ...slow.auth(slow.adminToken) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The spreadsheet took too long to read', code: 'BAD_REQUEST' });
    expect((await slow.app.inject({ url: '/api/alumni' })).json().data).toEqual([]);
  } finally {
    await slow.cleanup();
  }
});

test('a parse that exceeds the worker heap limit is answered with 400 and the server keeps serving', async () => {
  // 1 MB is raised to MIN_WORKER_HEAP_MB (16 MB; less would end the whole process on Node 24),
  // which this file still exceeds.
  const tight = await setup({ parseLimits: { maxHeapMb: 1 } });
  try {
    const rows = Array.from({ length: 3000 }, (_, i) => [
      `H-${i}`,
      `Heap ${i} (sample) ${'x'.repeat(150)}`,
      2010,
      'MBBS',
      'Medicine',
      `heap${i}@example.com`,
    ]);
    const form = multipart({}, { file: { filename: 'a.xlsx', content: await alumniWorkbook(rows) } });
    const res = await tight.app.inject({
      method: 'POST',
      url: '/api/alumni/upload',
      payload: form.payload,
      headers: { ...form.headers, ...tight.auth(tight.adminToken) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The file could not be read as a spreadsheet',
      code: 'SPREADSHEET_UNREADABLE',
    });
    expect((await tight.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await tight.app.inject({ url: '/api/alumni' })).json().data).toEqual([]);
  } finally {
    await tight.cleanup();
  }
});

test('too many rows is a 413', async () => {
  const many = await setup({ parseLimits: { maxRows: 3 } });
  try {
    const rows = [1, 2, 3, 4].map((i) => [`M-${i}`, `Many ${i} (sample)`, 2010, 'MBBS', 'M']);
    const form = multipart({}, { file: { filename: 'a.xlsx', content: await alumniWorkbook(rows) } });
    const res = await many.app.inject({
      method: 'POST',
      url: '/api/alumni/upload',
      payload: form.payload,
      headers: { ...form.headers, ...many.auth(many.adminToken) },
    });
    expect(res.statusCode).toBe(413);
  } finally {
    await many.cleanup();
  }
});

describe('PUT and DELETE /alumni/{id}', () => {
  test('PUT replaces the record; extra fields such as _id are dropped; empty strings clear optional fields', async () => {
    await upload(
      await alumniWorkbook([['E-1', 'Edit Me (sample)', 2010, 'MBBS', 'Medicine', 'edit.me@example.com', 'Old Co']]),
    );
    const current = (await list()).find((a) => a.alumniId === 'E-1')!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/alumni/${current._id}`,
      headers: t.auth(t.adminToken),
      payload: {
        ...current,
        _id: 'hijack',
        fullName: 'Edited (sample)',
        currentCompany: '',
        jobTitle: 'Surgeon',
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: current._id,
      alumniId: 'E-1',
      fullName: 'Edited (sample)',
      graduationYear: 2010,
      degree: 'MBBS',
      major: 'Medicine',
      email: 'edit.me@example.com',
      jobTitle: 'Surgeon',
      contactConsent: false,
    });
  });

  test('PUT validates and refuses a clash with another record', async () => {
    const [a, b] = (await list()).filter((x) => x.email);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/alumni/${a!._id}`, headers: t.auth(t.adminToken), payload });
    expect((await put({ fullName: 'x' })).statusCode).toBe(400);
    expect((await put({ ...a, email: 'nope' })).statusCode).toBe(400);
    expect((await put({ ...a, graduationYear: 1800 })).statusCode).toBe(400);
    const clash = await put({ ...a, email: b!.email });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('CONFLICT');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/alumni/none',
      headers: t.auth(t.adminToken),
      payload: { ...a },
    });
    expect(missing.statusCode).toBe(404);
  });

  test('DELETE removes it; a second delete is 404', async () => {
    const target = (await list())[0]!;
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/alumni/${target._id}`, headers: t.auth(t.adminToken) });
    expect((await del()).statusCode).toBe(200);
    expect((await list()).find((a) => a._id === target._id)).toBeUndefined();
    expect((await del()).statusCode).toBe(404);
  });

  test('GET /alumni is { data } grouped by major, newest class first', async () => {
    const data = await list();
    const majors = data.map((a) => a.major);
    expect([...majors].sort((x, y) => x.localeCompare(y))).toEqual(majors);
  });
});

/** A minimal zip writer (deflate), enough to build hostile archives. */
function zipOf(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const compressed = deflateRawSync(data);
    const nameBuf = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, compressed);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
