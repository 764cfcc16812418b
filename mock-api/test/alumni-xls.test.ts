// Legacy .xls uploads read into the same rows as .xlsx. The fixtures are real files from other
// writers (test/spreadsheet-fixtures/make-fixtures.sh): alumni.xlsx from exceljs, alumni-biff8.xls
// saved by LibreOffice as Excel 97-2003, alumni-biff5.xls (Excel 5.0/95) read back by LibreOffice.
import type { Alumni } from '@gsvmc/shared-types';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { parseAlumniSpreadsheet } from '../src/alumni/spreadsheet';
import { sniffSpreadsheet } from '../src/uploads/sniff';
import { multipart, setup } from './helpers';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'spreadsheet-fixtures', name));
const XLSX_FILE = fixture('alumni.xlsx');
const BIFF8 = fixture('alumni-biff8.xls');
const BIFF5 = fixture('alumni-biff5.xls');

/** The BIFF version in the workbook stream's first BOF record: 0x0600 is BIFF8, 0x0500 BIFF5. */
function biffVersion(bytes: Buffer): { stream: string; version: number } {
  const container = XLSX.CFB.read(bytes, { type: 'buffer' });
  for (const stream of ['Workbook', 'Book']) {
    const entry = XLSX.CFB.find(container, stream);
    if (entry?.content) {
      const content = Buffer.from(entry.content as Uint8Array);
      expect(content.readUInt16LE(0)).toBe(0x0809); // BOF
      return { stream, version: content.readUInt16LE(4) };
    }
  }
  throw new Error('no workbook stream');
}

test('the fixtures are what they claim to be: OOXML, BIFF8 and BIFF5', () => {
  expect(sniffSpreadsheet(XLSX_FILE)).toBe('xlsx');
  expect(sniffSpreadsheet(BIFF8)).toBe('xls');
  expect(sniffSpreadsheet(BIFF5)).toBe('xls');
  expect(biffVersion(BIFF8)).toEqual({ stream: 'Workbook', version: 0x0600 });
  expect(biffVersion(BIFF5)).toEqual({ stream: 'Book', version: 0x0500 });
});

const EXPECTED_ROWS = [
  {
    row: 2,
    value: expect.objectContaining({
      alumniId: 'LX-1',
      fullName: 'Nasrin Akter (sample)',
      graduationYear: 2009,
      degree: 'MBBS',
      major: 'Medicine',
      email: 'nasrin.lx1@example.com',
      currentCompany: 'Savar General (sample)',
      jobTitle: 'Registrar',
      location: 'Dhaka',
      linkedInProfile: 'https://www.linkedin.com/in/sample-lx1',
      phone: '+8801700000001',
      achievements: 'Best intern 2010',
    }),
  },
  {
    row: 3,
    value: expect.objectContaining({
      alumniId: 'LX-2',
      fullName: 'Jose Rahman (sample)',
      graduationYear: 2012,
      degree: 'BDS',
      major: 'Dental Surgery',
      phone: '01700000002',
    }),
  },
  {
    row: 6,
    value: expect.objectContaining({ fullName: 'Farhana Islam (sample)', graduationYear: 2020, major: 'Paediatrics' }),
  },
];

test('the .xlsx fixture reads into the expected rows and the missing name is reported on row 4', async () => {
  const parsed = await parseAlumniSpreadsheet(XLSX_FILE);
  expect(parsed.rows).toEqual(EXPECTED_ROWS);
  expect(parsed.errors).toEqual([
    {
      row: 4,
      field: 'fullName',
      message: 'Full Name is required',
      code: 'IMPORT_ROW_INVALID',
      values: { row: 4, field: 'fullName', rule: 'required' },
    },
  ]);
});

test.each([
  ['BIFF8 (Excel 97-2003)', BIFF8],
  ['BIFF5 (Excel 5.0/95)', BIFF5],
])('a %s .xls reads into exactly the rows and errors of the .xlsx', async (_name, bytes) => {
  const [fromXlsx, fromXls] = await Promise.all([parseAlumniSpreadsheet(XLSX_FILE), parseAlumniSpreadsheet(bytes)]);
  expect(fromXls).toEqual(fromXlsx);
});

describe('uploaded through the API', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
  });
  afterAll(() => t.cleanup());

  const upload = (content: Buffer, filename: string) => {
    const form = multipart({}, { file: { filename, content } });
    return t.app.inject({
      method: 'POST',
      url: '/api/alumni/upload',
      payload: form.payload,
      headers: { ...form.headers, ...t.auth(t.adminToken) },
    });
  };
  const records = async () =>
    ((await t.app.inject({ url: '/api/alumni?pageSize=100' })).json().data as Alumni[])
      .map(({ _id, ...rest }) => rest)
      .sort((a, b) => a.fullName.localeCompare(b.fullName));

  test('each format imports the same records; re-importing the others changes nothing', async () => {
    const res = await upload(BIFF5, 'old-95.xls');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 3,
      errors: [{ row: 4, field: 'fullName', message: 'Full Name is required' }],
    });
    const fromBiff5 = await records();
    expect(fromBiff5.map((a) => a.fullName)).toEqual([
      'Farhana Islam (sample)',
      'Jose Rahman (sample)',
      'Nasrin Akter (sample)',
    ]);
    for (const [bytes, name] of [
      [BIFF8, 'old-97.xls'],
      [XLSX_FILE, 'new.xlsx'],
    ] as const) {
      expect((await upload(bytes, name)).json()).toMatchObject({ count: 3 });
      expect(await records()).toEqual(fromBiff5);
    }
  });
});
