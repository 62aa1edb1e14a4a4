import { Readable } from 'stream';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';

export type SheetKind = 'csv' | 'xlsx';

/** One data row of a spreadsheet: its row number as the spreadsheet shows it (header = 1) and its cells. */
export interface SheetRow {
  number: number;
  cells: unknown[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

/** The file's kind from its name and its first bytes (an .xlsx is a zip), or null when it is neither. */
export function sheetKind(fileName: string, bytes: Buffer): SheetKind | null {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'xlsx') return bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1')) ? 'xlsx' : null;
  if (extension === 'csv') return bytes.includes(0) ? null : 'csv';
  return null;
}

/** The first worksheet of an .xlsx or a .csv (comma, semicolon or tab separated; UTF-8 or Windows-1252): header and non-blank rows. */
export async function readSheet(kind: SheetKind, bytes: Buffer): Promise<Sheet> {
  const all = kind === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  const [first, ...rest] = all;
  const header = (first?.cells ?? []).map((cell) => (cell === null || cell === undefined ? '' : String(cell)));
  return { header, rows: rest.filter((row) => row.cells.some((cell) => !isBlank(cell))) };
}

const isBlank = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && !cell.trim());

/** UTF-8, or else Windows-1252: what a Spanish Excel writes for "CSV (delimitado por comas)". */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Buffer): SheetRow[] {
  const text = decodeText(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (separator: string) => firstLine.split(separator).length;
  const delimiter = [';', '\t'].find((separator) => count(separator) > count(',')) ?? ',';
  const records = parse(text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  return records.map(({ record, info }) => ({ number: info.lines, cells: record }));
}

async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = row.values as unknown[];
      // row.values is 1-based (index 0 unused).
      rows.push({
        number: row.number,
        cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellValue(values[i + 1])),
      });
    }
    break; // the first worksheet only
  }
  return rows;
}

/** A cell's plain value: a number to Excel's 15 digits, rich text joined, a formula's result, a hyperlink's text, a date as ISO text. */
function cellValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // Excel keeps 15 significant digits: 1.3900000000000001 (a formula's binary result) is 1.39.
  if (typeof value === 'number') return Number(value.toPrecision(15));
  if (typeof value !== 'object') return value;
  const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
  if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
  if ('result' in cell) return cellValue(cell.result);
  if ('text' in cell) return cellValue(cell.text);
  if ('error' in cell) return String(cell.error);
  return null;
}
