/**
 * Why: the sales and purchases books (issue 33, item 6) are the same table read two ways: the
 * month's rows of `rm.fiscal_book` in date and number order, streamed through a cursor, each
 * amount in bolivars at the document's own rate (2 decimals, half up, as toBolivars), credit notes
 * negative (they take back what their invoice declared), totals at the foot.
 */
import { cursorRows } from '../report-cursor';
import { spanishDate } from '../report-sheet';
import { FISCAL_BOOK_KINDS } from '@bo/projections';
import { Cell, ReportColumn, ReportTable } from '../report-table';
import { progressEvery, ReportContext } from '../report-writer';
import { MonthParams, monthTitle } from './month.param';

/** One row of rm.fiscal_book as the books read it, its amounts already in bolivars (`*_bs`). */
export interface FiscalBookRow {
  kind: string;
  day: string;
  identification: string;
  name: string;
  number: string;
  control_number: string;
  affected_invoice: string | null;
  exchange_rate: string | null;
  withholding_voucher: string | null;
  /** Each amount in bolivars, signed; null without a rate (or without a withholding). */
  bs: Record<BookAmount, number | null>;
}

/** The amounts of a row the books print, in this order, after the row's own columns. */
export const TAXED_AMOUNTS = ['total', 'exempt', 'base_g', 'iva_g', 'base_r', 'iva_r', 'base_a', 'iva_a'] as const;
export type BookAmount = (typeof TAXED_AMOUNTS)[number] | 'iva_withheld' | 'igtf';
const ALL_AMOUNTS: readonly BookAmount[] = [...TAXED_AMOUNTS, 'iva_withheld', 'igtf'];

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
  /** A row's cells: its line number and the row. */
  cells(line: number, row: FiscalBookRow): Cell[];
  /** Cells after the summed amounts on the totals row (the voucher column: empty). */
  trailing: number;
}

/**
 * An amount in bolivars in SQL: dollars x the document's rate rounded to the cent, negative on a
 * credit note. PostgreSQL rounds a numeric's half away from zero, which on these positive
 * products is toBolivars' half up (libs/domain shared/decimal): done in the query, a 100,000-row
 * book spends no time on decimals in JavaScript.
 */
const bolivarsSql = (amount: BookAmount) =>
  `(case when kind = '${FISCAL_BOOK_KINDS.creditNote}' then -1 else 1 end) * round(${amount} * exchange_rate, 2)`;

const WHERE = 'kind = any($1::text[]) and month = $2 and not cancelled';

/** The month's count and the totals at the foot, exact sums of the rounded bolivars of each row. */
async function totalsOf(context: ReportContext, values: unknown[]) {
  const sums = ALL_AMOUNTS.map((amount) => `coalesce(sum(${bolivarsSql(amount)}), 0)::text as ${amount}`);
  const { rows } = await context.pool.query<Record<BookAmount, string> & { count: string }>(
    `select count(*) as count, ${sums.join(', ')} from rm.fiscal_book where ${WHERE}`,
    values,
  );
  return rows[0];
}

export async function writeFiscalBook(context: ReportContext, spec: BookSpec): Promise<void> {
  const { month } = context.params as MonthParams;
  const values = [spec.kinds, month];
  const totals = await totalsOf(context, values);
  const count = Number(totals.count);
  const table = await ReportTable.open(context, {
    sheetName: spec.sheetName,
    title: spec.title,
    subtitle: `${monthTitle(month)} (montos en bolívares a la tasa de cada documento)`,
    paper: 'letter-landscape',
    compact: true,
    columns: spec.columns,
  });
  const tick = progressEvery(context, count);
  const amounts = ALL_AMOUNTS.map((amount) => `${bolivarsSql(amount)}::float8 as ${amount}`);
  const sql = `select kind, to_char(date, 'YYYY-MM-DD') as day, identification, name, number, control_number,
      affected_invoice, exchange_rate::text as exchange_rate, withholding_voucher, ${amounts.join(', ')}
    from rm.fiscal_book where ${WHERE} order by date, kind, seq, document_id`;
  let line = 0;
  type Read = Omit<FiscalBookRow, 'bs'> & Record<BookAmount, number | null>;
  for await (const read of cursorRows<Read>(context.pool, sql, values)) {
    line += 1;
    table.row(spec.cells(line, { ...read, bs: read }));
    if (line % 500 === 0) await table.drained();
    await tick();
  }
  const lead: Cell[] = Array(spec.columns.length - spec.amounts.length - spec.trailing).fill(null);
  lead[0] = 'Totales';
  lead[1] = `${line} ${line === 1 ? 'documento' : 'documentos'}`;
  table.row([...lead, ...spec.amounts.map((amount) => Number(totals[amount])), ...Array(spec.trailing).fill(null)], {
    bold: true,
  });
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
