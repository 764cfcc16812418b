// Writes alumni.xlsx here with exceljs; `make-fixtures.sh` then has LibreOffice save the same sheet as
// legacy .xls in BIFF8 (Excel 97-2003) and BIFF5 (Excel 5.0/95). The .xls files are written by
// another program than the one that reads them, so the test compares two independent implementations.
// Run from the repository root: node mock-api/test/spreadsheet-fixtures/make-fixtures.mjs
import ExcelJS from 'exceljs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
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
  'LinkedIn Profile',
  'Phone',
  'Achievements',
]);
sheet.addRow([
  'LX-1',
  'Nasrin Akter (sample)',
  2009,
  'MBBS',
  'Medicine',
  'nasrin.lx1@example.com',
  'Savar General (sample)',
  'Registrar',
  'Dhaka',
  'https://www.linkedin.com/in/sample-lx1',
  '+8801700000001',
  'Best intern 2010',
]);
sheet.addRow([
  'LX-2',
  'Jose Rahman (sample)',
  2012,
  'BDS',
  'Dental Surgery',
  'jose.lx2@example.com',
  null,
  null,
  'Savar',
  null,
  '01700000002',
  null,
]);
// A row with a missing required name: reported with its own row number (4) in every format.
sheet.addRow(['LX-3', null, 2015, 'MBBS', 'Surgery']);
// An empty row, then a row after it: row numbers keep counting past the gap.
sheet.addRow([]);
sheet.addRow([null, 'Farhana Islam (sample)', 2020, 'MBBS', 'Paediatrics', 'farhana.lx@example.com']);
await workbook.xlsx.writeFile(path.join(here, 'alumni.xlsx'));
console.log('wrote alumni.xlsx');
