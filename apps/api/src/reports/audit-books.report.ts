/**
 * Why: the auditor keeps the books as of an instant (issue 32, item 3) as a file: the report type
 * 'audit-books', params {as_of}, the same figures GET /api/audit/books answers, in three sections
 * (Cuentas por cobrar, Cuentas por pagar, Inventario valorado), each with its total.
 */
import { HttpException } from '@nestjs/common';
import knexFactory from 'knex';
import { z } from 'zod';
import { EventStore, KurrentEventStore, NON_APPENDING_APPLICATION_NAME, PostgresEventStore } from '@bo/event-store';
import { booksWithDepositsAsOf } from '../audit/books/books-as-of';
import type { Books } from '../audit/books/books';
import { parseAsOf } from '../infrastructure/http/as-of';
import { spanishDateTime24 } from './pdf/html';
import { ReportColumn, ReportTable } from './report-table';
import type { ReportContext, ReportWriter } from './report-writer';

/** `as_of`: an ISO-8601 instant with its zone, refused on its field as GET /api/audit/books refuses it. */
export const auditBooksParams = z.object({ as_of: z.unknown() }).transform((params, ctx) => {
  try {
    return { as_of: parseAsOf(params.as_of).toISOString() };
  } catch (error) {
    const answer = error instanceof HttpException ? (error.getResponse() as { errors?: { as_of?: string[] } }) : {};
    ctx.addIssue({ code: 'custom', path: ['as_of'], message: answer.errors?.as_of?.[0] ?? 'La fecha no es válida.' });
    return z.NEVER;
  }
});

/** Six columns for the three sections: the first four tell the row, the last two are dollars. */
const columns = (first: string, second: string, third: string, fourth: string, fifth: string, sixth: string) =>
  [
    { header: first, width: 12, kind: 'code' },
    { header: second, width: 36 },
    { header: third, width: 18 },
    { header: fourth, width: 10, kind: 'quantity' },
    { header: fifth, width: 14, kind: 'usd' },
    { header: sixth, width: 18, kind: 'usd' },
  ] satisfies ReportColumn[];

const RECEIVABLES = columns('Nº', 'Cliente', '', '', '', 'Saldo por cobrar');
const PAYABLES = columns('Nº', 'Proveedor', '', '', '', 'Saldo por pagar');
const INVENTORY = columns('Código', 'Producto', 'Depósito', 'Cantidad', 'Costo unitario', 'Costo total');

const money = (value: string) => Number(value);

/** The books at the instant, from the events (a scratch replay on the worker's database). */
async function booksOf(
  context: ReportContext,
  instant: Date,
): Promise<{ books: Books; deposits: Map<number, string> }> {
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString: context.config.databaseUrl, application_name: NON_APPENDING_APPLICATION_NAME },
    pool: { min: 0, max: 2 },
  });
  const store: EventStore = context.config.kurrentdbUrl
    ? KurrentEventStore.fromConnectionString(context.config.kurrentdbUrl)
    : new PostgresEventStore(context.pool);
  try {
    return await booksWithDepositsAsOf(knex, store, instant);
  } finally {
    await store.close();
    await knex.destroy();
  }
}

export const auditBooksReport: ReportWriter = {
  fileStem: 'libros-auditoria',
  formats: ['excel', 'pdf'],
  params: auditBooksParams,
  async write(context: ReportContext) {
    const instant = new Date(String(context.params.as_of));
    const { books, deposits } = await booksOf(context, instant);
    await context.progress(0.5);
    const table = await ReportTable.open(context, {
      sheetName: 'Libros',
      title: 'Libros a una fecha: cuentas por cobrar, cuentas por pagar e inventario valorado',
      subtitle: `Al ${spanishDateTime24(instant)} (hora de Caracas)`,
      paper: 'letter-landscape',
      columns: RECEIVABLES,
    });
    table.row(['Cuentas por cobrar'], { bold: true });
    for (const client of books.clients)
      table.row([String(client.id), client.name, null, null, null, money(client.balance)]);
    table.row([null, 'Total por cobrar', null, null, null, money(books.totals.receivables)], { bold: true });

    table.section('Cuentas por pagar', PAYABLES);
    for (const provider of books.providers)
      table.row([String(provider.id), provider.name, null, null, null, money(provider.balance)]);
    table.row([null, 'Total por pagar', null, null, null, money(books.totals.payables)], { bold: true });

    table.section('Inventario valorado', INVENTORY);
    for (const line of books.stock) {
      // Whole cents times whole units: exact in a double far beyond any stock's value.
      const cents = Math.round(Math.round(Number(line.cost) * 100) * line.quantity);
      table.row([
        line.code,
        line.name,
        deposits.get(line.deposit_id) ?? String(line.deposit_id),
        line.quantity,
        money(line.cost),
        cents / 100,
      ]);
    }
    table.row([null, 'Total del inventario', null, null, null, money(books.totals.stock_cost)], { bold: true });
    await table.close();
  },
};
