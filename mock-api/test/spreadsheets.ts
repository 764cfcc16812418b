// Builds test workbooks in memory.
import { ALUMNI_COLUMNS } from '@gsvmc/shared-types';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';

export const HEADERS = ALUMNI_COLUMNS.map((c) => c.header);

/** An .xlsx whose first row is `headers` (the template's by default) and then `rows`. */
export async function alumniWorkbook(rows: unknown[][], headers: string[] = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alumni');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same as a legacy .xls (BIFF8), written by SheetJS. */
export function alumniXls(rows: unknown[][], headers: string[] = HEADERS): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([headers, ...rows]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Alumni');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}
