// The export file: a table of the requested fields, as CSV (RFC 4180, UTF-8 with BOM so spreadsheet
// programs read umlauts) or as a real .xlsx workbook (exceljs). Cells that a spreadsheet would run as a
// formula (=, +, -, @ …) are prefixed with an apostrophe in CSV, as OWASP advises against CSV injection.

export type ExportFormat = 'csv' | 'xls';

export type Cell = string | number | boolean | null;

export interface ExportTable {
  columns: string[];
  rows: Cell[][];
}

/** A value by dotted path (`updatedByUser.name`, `appConfigs.0.status`). */
function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Arrays of named things become "a, b"; other structures their JSON. */
function toCell(value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ');
    const named = value.map((item) => (item as { name?: unknown; internalName?: unknown }) ?? {});
    if (named.every((item) => typeof (item.name ?? item.internalName) === 'string')) {
      return named.map((item) => String(item.name ?? item.internalName)).join(', ');
    }
  }
  return JSON.stringify(value);
}

export function tableOf(rows: unknown[], fields: string[]): ExportTable {
  return { columns: fields, rows: rows.map((row) => fields.map((field) => toCell(valueAt(row, field)))) };
}

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  let text = String(cell);
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: ExportTable): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function toXlsx(table: ExportTable, sheetName: string): Promise<Buffer> {
  // Loaded on the first spreadsheet, not at every server start (~0.4 s of a start's CPU).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Content';
  workbook.created = new Date();
  // Sheet names: at most 31 characters, none of []:*?/\
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export');
  sheet.columns = table.columns.map((column) => ({
    header: column,
    key: column,
    width: Math.max(12, column.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of table.rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const EXPORT_EXTENSION: Record<ExportFormat, string> = { csv: 'csv', xls: 'xlsx' };

export async function exportFile(
  table: ExportTable,
  format: ExportFormat,
  sheetName: string,
): Promise<Buffer> {
  return format === 'xls' ? toXlsx(table, sheetName) : toCsv(table);
}
