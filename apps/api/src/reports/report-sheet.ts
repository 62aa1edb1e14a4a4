/**
 * One streamed Excel sheet of a report: exceljs's WorkbookWriter to a file, the account's name,
 * RIF and address on the first rows with its logo at their right, then the report's title and
 * period, then its table.
 */
import { once } from 'events';
import type { EventEmitter } from 'events';
import ExcelJS from 'exceljs';
import { Pool } from 'pg';
import { addSheetPicture, fitted, pictureOf } from './sheet-picture';

export const USD_FORMAT = '#,##0.00';

/** The PDF header's logo box (header.account img in pdf/html.ts), in pixels. */
const LOGO_BOX = { width: 140, height: 56 };

/** A column `width` characters wide in pixels, as Excel draws it (Calibri 11: 7 px a digit and 5 of padding). */
const columnPixels = (width: number): number => Math.trunc(width * 7 + 5);

export interface AccountHeader {
  name: string;
  identification: string;
  address: string;
  /**
   * The logo: its upload path ('/api/uploads/<uuid>.png') as read, a data: URL once read from the
   * file store by accountForPage (what the PDF and Excel headers draw).
   */
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

/** The zip's input stream of a sheet (archiver's readable-stream PassThrough): what it holds. */
type LaggingStream = EventEmitter & { _writableState?: { length: number }; _readableState?: { length: number } };
/** How much uncompressed XML a sheet may run ahead of the zip. */
const LAG_BYTES = 1 << 20;

/** The style of a cell in a column without one (never changed: a bold row's cells get copies). */
const NO_STYLE: Partial<ExcelJS.Style> = Object.freeze({}) as Partial<ExcelJS.Style>;

export interface SheetColumn {
  header: string;
  width: number;
  /** A number format: the column holds numbers. */
  numFmt?: string;
}

export class ReportSheet {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  /** Each column's style, one object shared by its cells (see row()). */
  private readonly styles: Partial<ExcelJS.Style>[];

  constructor(
    filename: string,
    sheetName: string,
    private readonly columns: SheetColumn[],
  ) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true });
    this.sheet = this.workbook.addWorksheet(sheetName);
    // A number format is the column's style, which each new cell takes: a third less work than
    // setting it cell by cell (the 100,000-row bench); text in such a column shows as text.
    this.styles = columns.map((column) => (column.numFmt ? { numFmt: column.numFmt } : NO_STYLE));
    this.sheet.columns = columns.map((column, index) => ({
      width: column.width,
      ...(column.numFmt ? { style: this.styles[index] } : {}),
    }));
  }

  /**
   * Rows 1-5: account name, RIF, address, title, period; row 6 empty; row 7 the column headers.
   * The logo (a data: URL, from accountForPage) at the right of the first rows; a logo that is not
   * one, or one Excel cannot show (WEBP), leaves the header without it.
   */
  header(account: AccountHeader, title: string, period: string): void {
    const bold = { bold: true };
    this.logo(account.logo);
    this.sheet.addRow([account.name]).font = { bold: true, size: 14 };
    this.sheet.addRow([`RIF: ${account.identification}`]);
    this.sheet.addRow([`Dirección: ${account.address}`]);
    this.sheet.addRow([title]).font = { bold: true, size: 12 };
    this.sheet.addRow([period]);
    this.sheet.addRow([]);
    const headers = this.sheet.addRow(this.columns.map((column) => column.header));
    headers.font = bold;
  }

  /** The logo as big as the PDF header's (at most 140 x 56 px), its right edge on the table's. */
  private logo(dataUrl: string | null | undefined): void {
    const picture = pictureOf(dataUrl);
    if (!picture) return;
    const size = fitted(picture, LOGO_BOX);
    // From the last column leftwards, the columns the logo spans; never over column A's text.
    let col = this.columns.length;
    let span = 0;
    while (col > 1 && span < size.width) {
      col -= 1;
      span += columnPixels(this.columns[col].width);
    }
    col = Math.max(col, 1);
    addSheetPicture(this.workbook, this.sheet, picture, {
      col,
      row: 0,
      colOffset: Math.max(0, span - size.width),
      rowOffset: 2,
      ...size,
    });
  }

  row(values: (string | number | null)[], options: { bold?: boolean } = {}): void {
    const row = this.sheet.addRow(values);
    if (options.bold) row.font = { bold: true };
    // Each cell gets a fresh copy of its column's style, which exceljs renders to XML to find its
    // id; the column's own object is looked up once (a weak map): the same file, half the work
    // on a 100,000-row book. A bold row keeps its copies (its font changes them).
    else row.eachCell((cell, column) => (cell.style = this.styles[column - 1] ?? NO_STYLE));
    row.commit();
  }

  /**
   * Waits while the zip has more than LAG_BYTES of the sheet's XML not yet compressed: exceljs
   * writes rows without waiting for the zip, so a 100,000-row book would otherwise hold most of
   * its XML in memory. Call it now and then (every batch of rows).
   */
  async drained(): Promise<void> {
    const sheet = this.sheet as unknown as { stream?: { pipes?: LaggingStream[] } };
    const pipe = sheet.stream?.pipes?.[0];
    const lag = () => (pipe?._writableState?.length ?? 0) + (pipe?._readableState?.length ?? 0);
    while (pipe && lag() > LAG_BYTES)
      await Promise.race([once(pipe, 'drain'), new Promise((resolve) => setTimeout(resolve, 20))]);
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
