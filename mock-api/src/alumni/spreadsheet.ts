import { ALUMNI_COLUMNS, UPLOAD_LIMITS, type AlumniRowError } from '@gsvmc/shared-types';
import ExcelJS from 'exceljs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { badRequest, fileTypeNotAllowed, HttpError, refusal } from '../errors';

const unreadableSpreadsheet = () =>
  new HttpError(400, 'SPREADSHEET_UNREADABLE', 'The file could not be read as a spreadsheet');
import { tooManyRequests } from '../auth/limits';
import { packageRoot } from '../paths';
import type { ImportRow } from '../repositories/alumni';
import { sniffSpreadsheet } from '../uploads/sniff';
import { validateRow, type ColumnKey } from './validate';
import { checkZip } from './zipCheck';

type Cell = string | number | boolean | null;
interface SheetRow {
  n: number;
  cells: Cell[];
}

export interface ParseLimits {
  timeoutMs: number;
  maxHeapMb: number;
  maxRows: number;
}

/**
 * The smallest heap a parse worker gets, whatever the limits say. Below about 4 MB, Node 24's V8
 * cannot even deserialize the worker's startup snapshot, and that out-of-memory ends the whole
 * process instead of the worker (Node 20 reported it as the worker's ERR_WORKER_OUT_OF_MEMORY).
 */
export const MIN_WORKER_HEAP_MB = 16;

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  timeoutMs: 20_000,
  maxHeapMb: 256,
  maxRows: UPLOAD_LIMITS.spreadsheetRows,
};

/** The worker file sits beside the bundle in dist/, or in src/alumni/ when running from source. */
function workerPath(): string {
  const candidates = [
    path.join(__dirname, 'spreadsheetWorker.cjs'),
    path.join(packageRoot(), 'src', 'alumni', 'spreadsheetWorker.cjs'),
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('spreadsheetWorker.cjs not found');
  return found;
}

function parseInWorker(
  kind: 'xlsx' | 'xls',
  bytes: Buffer,
  limits: ParseLimits,
): Promise<{ rows: SheetRow[]; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerPath(), {
      workerData: { kind, bytes: new Uint8Array(bytes), maxRows: limits.maxRows },
      resourceLimits: {
        maxOldGenerationSizeMb: Math.max(limits.maxHeapMb, MIN_WORKER_HEAP_MB),
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    // The answer is given only once the worker has exited, so its heap is gone before the next
    // import may start one (imports run one at a time, see withImportSlot).
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate().then(fn, fn);
    };
    const timer = setTimeout(
      () => settle(() => reject(badRequest('The spreadsheet took too long to read'))),
      limits.timeoutMs,
    );
    worker.on('message', (msg: { ok: boolean; rows?: SheetRow[]; truncated?: boolean }) => {
      settle(() =>
        msg.ok && msg.rows
          ? resolve({ rows: msg.rows, truncated: Boolean(msg.truncated) })
          : reject(unreadableSpreadsheet()),
      );
    });
    worker.on('error', () => settle(() => reject(unreadableSpreadsheet())));
    worker.on('exit', () => settle(() => reject(unreadableSpreadsheet())));
  });
}

let importRunning = false;

/** Retry-After of a refused import: a 5,000-row file takes about a second, a 10,000-row one a few. */
export const IMPORT_BUSY_RETRY_SECONDS = 10;

/**
 * Runs one spreadsheet import at a time in this process: each parse has a worker with a 256 MB heap,
 * and five at once took the API to 1.7 GB. A second import while one runs is refused at once with
 * 429 and a message (no queue: an admin's browser would wait with nothing to show).
 */
export async function withImportSlot<T>(work: () => Promise<T>): Promise<T> {
  if (importRunning)
    throw tooManyRequests(
      'Another spreadsheet is being imported right now. Please try again in a few seconds.',
      IMPORT_BUSY_RETRY_SECONDS,
    );
  importRunning = true;
  try {
    return await work();
  } finally {
    importRunning = false;
  }
}

const HEADER_LOOKUP = new Map<string, ColumnKey>();
for (const c of ALUMNI_COLUMNS) {
  HEADER_LOOKUP.set(c.header.toLowerCase(), c.key);
  HEADER_LOOKUP.set(c.key.toLowerCase(), c.key);
}

export interface ParsedAlumni {
  rows: ImportRow[];
  errors: AlumniRowError[];
}

/**
 * Reads an uploaded .xlsx/.xls: sniff the container, check the zip directory, parse in a worker,
 * then map headers (matched by name against ALUMNI_COLUMNS through a Map; unknown ones, including
 * "__proto__", are ignored) and validate each row.
 */
export async function parseAlumniSpreadsheet(
  bytes: Buffer,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<ParsedAlumni> {
  const kind = sniffSpreadsheet(bytes);
  if (!kind) throw fileTypeNotAllowed('The file is not an Excel spreadsheet (.xlsx or .xls)', 'file', ['xlsx', 'xls']);
  if (kind === 'xlsx') {
    const problem = checkZip(bytes);
    if (problem) throw badRequest(problem);
  }
  const { rows, truncated } = await parseInWorker(kind, bytes, limits);
  if (truncated)
    throw refusal(413, 'SPREADSHEET_TOO_MANY_ROWS', `The spreadsheet has more than ${limits.maxRows} rows`, {
      limit: limits.maxRows,
    });
  const [header, ...data] = rows;
  if (!header) throw new HttpError(400, 'SPREADSHEET_EMPTY', 'The spreadsheet is empty');

  const columnOf = new Map<number, ColumnKey>();
  header.cells.forEach((cell, index) => {
    const key = HEADER_LOOKUP.get(
      String(cell ?? '')
        .trim()
        .toLowerCase(),
    );
    if (key && ![...columnOf.values()].includes(key)) columnOf.set(index, key);
  });
  const missing = ALUMNI_COLUMNS.filter((c) => c.required && ![...columnOf.values()].includes(c.key)).map(
    (c) => c.header,
  );
  if (missing.length > 0)
    throw refusal(400, 'SPREADSHEET_COLUMNS_MISSING', `Missing column(s): ${missing.join(', ')}`, { columns: missing });

  const result: ParsedAlumni = { rows: [], errors: [] };
  for (const { n, cells } of data) {
    if (cells.every((c) => c === null || String(c).trim() === '')) continue;
    const byKey: Partial<Record<ColumnKey, Cell>> = {};
    for (const [index, key] of columnOf) byKey[key] = cells[index] ?? null;
    const { value, errors } = validateRow(n, byKey);
    if (value) result.rows.push({ row: n, value });
    result.errors.push(...errors);
  }
  return result;
}

let template: Promise<Buffer> | undefined;

/** alumni_template.xlsx: the header row of ALUMNI_COLUMNS, the same list the importer reads. */
export function alumniTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Alumni');
    sheet.columns = ALUMNI_COLUMNS.map((c) => ({
      header: c.header,
      key: c.key,
      width: Math.max(14, c.header.length + 4),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    const notes = workbook.addWorksheet('Instructions');
    notes.addRows([
      ['One alumnus per row on the first sheet; keep the header row as it is.'],
      [
        `Required: ${ALUMNI_COLUMNS.filter((c) => c.required)
          .map((c) => c.header)
          .join(', ')}.`,
      ],
      ['Re-uploading a row with the same Alumni ID (or, without one, the same Email) updates that record.'],
      // Visitors see a phone and e-mail only where the person agreed; staff need to know what to write.
      [
        'Contact Consent: yes (or হ্যাঁ) only where the person agreed that visitors may see their Phone and Email; ' +
          'no, না or an empty cell keeps them to staff.',
      ],
    ]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  })();
  return template;
}
