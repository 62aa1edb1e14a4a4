/**
 * A report's table written once for both of its formats: Excel rows streamed to the file as they
 * come (ReportSheet), or the same rows as an HTML table printed to a PDF on close (documentPage,
 * the worker's browser). Sections (the daily report's payments by method) continue the sheet
 * under an empty row and a bold title, and start a new table in the PDF.
 */
import { promises as fs } from 'fs';
import { documentPage, html, Html, quantity, usd, bs } from './pdf/html';
import type { Paper } from './pdf/pdf-browser';
import { accountForPage } from './pdf/account-for-page';
import { ReportSheet, USD_FORMAT } from './report-sheet';
import type { ReportContext } from './report-writer';

/** How a column's numbers read: dollars, bolivars, a quantity, a count; text otherwise. */
/** `code`: a text that must not break across lines in a PDF (a RIF, an identification, a phone). */
export type ColumnKind = 'text' | 'code' | 'usd' | 'bs' | 'quantity' | 'count';

export interface ReportColumn {
  header: string;
  /** Excel width in characters. */
  width: number;
  kind?: ColumnKind;
}

export type Cell = string | number | null;

export interface TableHeading {
  /** The sheet's tab. */
  sheetName: string;
  title: string;
  /** The period, the day, 'Al 25 de noviembre de 2026'... */
  subtitle: string;
  columns: ReportColumn[];
  /** The PDF's paper: letter unless the table is too wide for it. */
  paper?: Exclude<Paper, 'ticket'>;
  /** A table of many columns (the fiscal books): the PDF prints it in a smaller type. */
  compact?: boolean;
}

/** The PDF's smaller type for a compact table: its headers wrap, its numbers do not. */
const COMPACT_CSS = html`<style>
  table {
    font-size: 6.5px;
  }
  th,
  td {
    padding: 2px 2px;
  }
  th.n,
  th.c {
    white-space: normal;
  }
</style>`;

/** A cell as the PDF shows it: '$1,234.50', 'Bs 1.234,50', '1.250'. */
export function cellText(value: Cell, kind: ColumnKind = 'text'): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (kind === 'usd') return usd(value);
  if (kind === 'bs') return bs(value);
  if (kind === 'quantity') return quantity(value);
  return String(value);
}

const numeric = (kind: ColumnKind | undefined) => kind !== undefined && kind !== 'text' && kind !== 'code';

/** A PDF cell's class: numbers right-aligned, neither they nor codes broken across lines. */
const cellClass = (kind: ColumnKind | undefined) => (numeric(kind) ? 'n' : kind === 'code' ? 'c' : '');

export abstract class ReportTable {
  /** Opens the table of `context.format` under the account's header. */
  static async open(context: ReportContext, heading: TableHeading): Promise<ReportTable> {
    return context.format === 'pdf' ? PdfTable.opened(context, heading) : ExcelTable.opened(context, heading);
  }

  abstract row(values: Cell[], options?: { bold?: boolean }): void;
  /** A new part of the report: its title and its own column headers (as many as the table's). */
  abstract section(title: string, columns: ReportColumn[]): void;
  abstract close(): Promise<void>;
  /** Waits for the file to catch up with the rows (Excel: ReportSheet.drained); PDF: nothing. */
  async drained(): Promise<void> {}
}

class ExcelTable extends ReportTable {
  private constructor(private readonly sheet: ReportSheet) {
    super();
  }

  static async opened(context: ReportContext, heading: TableHeading): Promise<ReportTable> {
    const sheet = new ReportSheet(
      context.file,
      heading.sheetName,
      heading.columns.map((column) => ({
        header: column.header,
        width: column.width,
        numFmt: column.kind === 'usd' || column.kind === 'bs' ? USD_FORMAT : undefined,
      })),
    );
    sheet.header(await accountForPage(context.pool, context.config), heading.title, heading.subtitle);
    return new ExcelTable(sheet);
  }

  row(values: Cell[], options: { bold?: boolean } = {}): void {
    this.sheet.row(values, options);
  }

  section(title: string, columns: ReportColumn[]): void {
    this.sheet.row([]);
    this.sheet.row([title], { bold: true });
    this.sheet.row(
      columns.map((column) => column.header || null),
      { bold: true },
    );
  }

  drained(): Promise<void> {
    return this.sheet.drained();
  }

  close(): Promise<void> {
    return this.sheet.close();
  }
}

interface PdfPart {
  title: string | null;
  columns: ReportColumn[];
  rows: Html[];
}

class PdfTable extends ReportTable {
  private readonly parts: PdfPart[];

  private constructor(
    private readonly context: ReportContext,
    private readonly heading: TableHeading,
  ) {
    super();
    this.parts = [{ title: null, columns: heading.columns, rows: [] }];
  }

  static async opened(context: ReportContext, heading: TableHeading): Promise<ReportTable> {
    return new PdfTable(context, heading);
  }

  private get current(): PdfPart {
    return this.parts[this.parts.length - 1];
  }

  row(values: Cell[], options: { bold?: boolean } = {}): void {
    const { columns } = this.current;
    this.current.rows.push(
      html`<tr class="${options.bold ? 'total' : ''}">
        ${columns.map((column, index) => {
          const value = values[index] ?? null;
          return html`<td class="${cellClass(column.kind)}">${cellText(value, column.kind)}</td>`;
        })}
      </tr>`,
    );
  }

  section(title: string, columns: ReportColumn[]): void {
    this.parts.push({ title, columns, rows: [] });
  }

  async close(): Promise<void> {
    const account = await accountForPage(this.context.pool, this.context.config);
    const body = html`${this.heading.compact ? COMPACT_CSS : ''}${this.parts.map(
      (part) =>
        html`${part.title ? html`<h2>${part.title}</h2>` : ''}
          <table>
            <thead>
              <tr>
                ${part.columns.map((column) => html`<th class="${cellClass(column.kind)}">${column.header}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${part.rows}
            </tbody>
          </table>`,
    )}`;
    const page = documentPage({
      account,
      title: this.heading.title,
      subtitle: this.heading.subtitle,
      body,
    });
    await fs.writeFile(
      this.context.file,
      await this.context.pdf.render(page, { paper: this.heading.paper ?? 'letter' }),
    );
  }
}
