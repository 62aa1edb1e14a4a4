/**
 * Why: the sales and purchases books (issue 33, item 6) are the same table read two ways: the
 * month's rows of `rm.fiscal_book` in date and number order, streamed through a cursor, each
 * amount in bolivars at the document's own rate (toBolivars, 2 decimals, half up), credit notes
 * negative (they take back what their invoice declared), totals at the foot.
 */
import { Decimal, toBolivars } from '@bo/domain';
import { cursorRows } from '../report-cursor';
import { spanishDate } from '../report-sheet';
import { FISCAL_BOOK_KINDS } from '@bo/projections';
import { Cell, ReportColumn, ReportTable } from '../report-table';
import { progressEvery, ReportContext } from '../report-writer';
import { MonthParams, monthTitle } from './month.param';

/** One row of rm.fiscal_book as the books read it (amounts as numeric text, in dollars). */
export interface FiscalBookRow {
  kind: string;
  day: string;
  identification: string;
  name: string;
  number: string;
  control_number: string;
  affected_invoice: string | null;
  exchange_rate: string | null;
  total: string;
  exempt: string;
  base_g: string;
  iva_g: string;
  base_r: string;
  iva_r: string;
  base_a: string;
  iva_a: string;
  iva_withheld: string | null;
  withholding_voucher: string | null;
  igtf: string;
}

/** The amounts of a row the books print, in this order, after the row's own columns. */
export const TAXED_AMOUNTS = ['total', 'exempt', 'base_g', 'iva_g', 'base_r', 'iva_r', 'base_a', 'iva_a'] as const;
export type BookAmount = (typeof TAXED_AMOUNTS)[number] | 'iva_withheld' | 'igtf';

/** The columns of the amounts in bolivars: total with IVA, exempt, base and IVA per rate. */
export const TAXED_COLUMNS: ReportColumn[] = [
  { header: 'Total con IVA (Bs)', width: 16, kind: 'bs' },
  { header: 'Exento (Bs)', width: 14, kind: 'bs' },
  { header: 'Base 16 % (Bs)', width: 14, kind: 'bs' },
  { header: 'IVA 16 % (Bs)', width: 14, kind: 'bs' },
  { header: 'Base 8 % (Bs)', width: 14, kind: 'bs' },
  { header: 'IVA 8 % (Bs)', width: 14, kind: 'bs' },
  { header: 'Base 31 % (Bs)', width: 14, kind: 'bs' },
  { header: 'IVA 31 % (Bs)', width: 14, kind: 'bs' },
];

export interface BookSpec {
  sheetName: string;
  title: string;
  /** The kinds of rm.fiscal_book the book lists. */
  kinds: readonly string[];
  columns: ReportColumn[];
  /** The amounts summed at the foot, in the order of the last columns they fill. */
  amounts: readonly BookAmount[];
  /** A row's cells: its line number, the row, and `bs(amount)` (bolivars at its rate, signed). */
  cells(line: number, row: FiscalBookRow, bs: (amount: BookAmount) => number | null): Cell[];
  /** Cells after the summed amounts on the totals row (the voucher column: empty). */
  trailing: number;
}

/** `amount` dollars in bolivars at `rate`, negated when `negative`; null without a rate. */
export function bolivarsOf(amount: string | null, rate: string | null, negative: boolean): Decimal | null {
  if (amount === null || rate === null) return null;
  const bolivars = new Decimal(toBolivars(amount, rate));
  return negative && !bolivars.isZero() ? bolivars.negated() : bolivars;
}

export async function writeFiscalBook(context: ReportContext, spec: BookSpec): Promise<void> {
  const { month } = context.params as MonthParams;
  const where = 'kind = any($1::text[]) and month = $2 and not cancelled';
  const values = [spec.kinds, month];
  const { rows } = await context.pool.query<{ total: string }>(
    `select count(*) as total from rm.fiscal_book where ${where}`,
    values,
  );
  const count = Number(rows[0].total);
  const table = await ReportTable.open(context, {
    sheetName: spec.sheetName,
    title: spec.title,
    subtitle: `${monthTitle(month)} (montos en bolívares a la tasa de cada documento)`,
    paper: 'letter-landscape',
    compact: true,
    columns: spec.columns,
  });
  const totals = new Map<BookAmount, Decimal>(spec.amounts.map((amount) => [amount, new Decimal(0)]));
  const tick = progressEvery(context, count);
  const sql = `select kind, to_char(date, 'YYYY-MM-DD') as day, identification, name, number, control_number,
      affected_invoice, exchange_rate::text as exchange_rate, total, exempt, base_g, iva_g, base_r, iva_r, base_a, iva_a,
      iva_withheld, withholding_voucher, igtf
    from rm.fiscal_book where ${where} order by date, kind, seq, document_id`;
  let line = 0;
  for await (const row of cursorRows<FiscalBookRow>(context.pool, sql, values)) {
    line += 1;
    const negative = row.kind === FISCAL_BOOK_KINDS.creditNote;
    const bs = (amount: BookAmount): number | null => {
      const bolivars = bolivarsOf(row[amount], row.exchange_rate, negative);
      if (bolivars === null) return null;
      totals.set(amount, totals.get(amount)!.plus(bolivars));
      return bolivars.toNumber();
    };
    table.row(spec.cells(line, row, bs));
    await tick();
  }
  const lead: Cell[] = Array(spec.columns.length - spec.amounts.length - spec.trailing).fill(null);
  lead[0] = 'Totales';
  lead[1] = `${line} ${line === 1 ? 'documento' : 'documentos'}`;
  table.row(
    [...lead, ...spec.amounts.map((amount) => totals.get(amount)!.toNumber()), ...Array(spec.trailing).fill(null)],
    { bold: true },
  );
  await table.close();
}

/** The first columns of both books: line, date, RIF, name. */
export const leadingCells = (line: number, row: FiscalBookRow): Cell[] => [
  line,
  spanishDate(row.day),
  row.identification,
  row.name,
];

/** The rate as stored ('36.50'), or 'Sin tasa'. */
export const rateCell = (row: FiscalBookRow): Cell => row.exchange_rate ?? 'Sin tasa';
