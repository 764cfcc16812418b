// Parses one uploaded spreadsheet in a worker thread with its own heap limit; the parent kills it on
// a timeout. Plain CommonJS so the same file runs under jest and beside the bundled dist/index.js.
// Output: { rows: [{ n, cells }] } with primitive cells only, so nothing the file declares (such as
// a "__proto__" header) can reach an object on the parent's side.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');

function isoDate(d) {
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/** exceljs cell values (rich text, hyperlinks, formulas, dates) reduced to string | number | boolean | null. */
function plain(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if (Array.isArray(value.richText)) return value.richText.map((r) => String(r.text ?? '')).join('');
    if ('text' in value) return plain(value.text);
    if ('result' in value) return plain(value.result);
    if ('error' in value) return null;
  }
  return null;
}

async function readXlsx(bytes, maxRows) {
  const ExcelJS = require('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const rows = [];
  let truncated = false;
  if (!sheet) return { rows, truncated };
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (rows.length > maxRows) {
      truncated = true;
      return;
    }
    const cells = [];
    const count = Math.min(row.cellCount, 64);
    for (let c = 1; c <= count; c += 1) cells.push(plain(row.getCell(c).value));
    rows.push({ n, cells });
  });
  return { rows, truncated };
}

function readXls(bytes, maxRows) {
  const XLSX = require('xlsx');
  // sheetRows stops the parser early; cellDates gives Date objects instead of serial numbers.
  const workbook = XLSX.read(bytes, {
    type: 'buffer',
    cellDates: true,
    sheetRows: maxRows + 2,
    cellFormula: false,
    cellHTML: false,
  });
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  const rows = [];
  if (!sheet || !sheet['!ref']) return { rows, truncated: false };
  const start = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const arrays = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  arrays.forEach((cells, i) => {
    const values = cells.slice(0, 64).map((v) => (v instanceof Date ? isoDate(v) : plain(v)));
    if (values.some((v) => v !== null && v !== '')) rows.push({ n: start + i + 1, cells: values });
  });
  return { rows: rows.slice(0, maxRows + 1), truncated: rows.length > maxRows + 1 };
}

(async () => {
  const { kind, bytes, maxRows } = workerData;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const result = kind === 'xlsx' ? await readXlsx(buffer, maxRows) : readXls(buffer, maxRows);
    parentPort.postMessage({ ok: true, ...result });
  } catch (err) {
    parentPort.postMessage({ ok: false, message: String((err && err.message) || err).slice(0, 200) });
  }
})();
