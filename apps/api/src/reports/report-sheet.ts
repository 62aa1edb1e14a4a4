/**
 * One streamed Excel sheet of a report: exceljs's WorkbookWriter to a file, the account's name,
 * RIF and address on the first rows, then the report's title and period, then its table.
 */
import ExcelJS from 'exceljs';
import { Pool } from 'pg';

export const USD_FORMAT = '#,##0.00';

export interface AccountHeader {
  name: string;
  identification: string;
  address: string;
  /** The logo's upload path ('/api/uploads/<uuid>.png'), when the account has one. */
  logo?: string | null;
}

/** The business's account (the first live one): what every report's header shows. */
export async function accountHeader(pool: Pool): Promise<AccountHeader> {
  const { rows } = await pool.query<AccountHeader>(
    `select coalesce(name, '') as name, coalesce(identification, '') as identification, coalesce(address, '') as address, logo
     from rm.accounts where deleted_at is null order by id limit 1`,
  );
  return rows[0] ?? { name: '', identification: '', address: '' };
}

export interface SheetColumn {
  header: string;
  width: number;
  /** A number format: the column holds numbers. */
  numFmt?: string;
}

export class ReportSheet {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(
    filename: string,
    sheetName: string,
    private readonly columns: SheetColumn[],
  ) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true });
    this.sheet = this.workbook.addWorksheet(sheetName);
    // A number format is the column's style, which each new cell takes: a third less work than
    // setting it cell by cell (the 100,000-row bench); text in such a column shows as text.
    this.sheet.columns = columns.map((column) => ({
      width: column.width,
      ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
    }));
  }

  /** Rows 1-5: account name, RIF, address, title, period; row 6 empty; row 7 the column headers. */
  header(account: AccountHeader, title: string, period: string): void {
    const bold = { bold: true };
    this.sheet.addRow([account.name]).font = { bold: true, size: 14 };
    this.sheet.addRow([`RIF: ${account.identification}`]);
    this.sheet.addRow([`Dirección: ${account.address}`]);
    this.sheet.addRow([title]).font = { bold: true, size: 12 };
    this.sheet.addRow([period]);
    this.sheet.addRow([]);
    const headers = this.sheet.addRow(this.columns.map((column) => column.header));
    headers.font = bold;
  }

  row(values: (string | number | null)[], options: { bold?: boolean } = {}): void {
    const row = this.sheet.addRow(values);
    if (options.bold) row.font = { bold: true };
    row.commit();
  }

  async close(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', as dates read in Spanish. */
export const spanishDate = (day: string): string => day.split('-').reverse().join('/');

/** Sums of money kept in cents, so totals are exact. */
export class CentsTotal {
  private cents = 0;
  add(amount: number): void {
    this.cents += Math.round(amount * 100);
  }
  get value(): number {
    return this.cents / 100;
  }
}
