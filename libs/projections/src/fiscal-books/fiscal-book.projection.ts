/**
 * Why: the tax authority audits two monthly books (issue 33, item 6; RULES.md, fiscal documents):
 * the sales book (every invoice and credit note) and the purchases book (every purchase with the
 * provider's control number). `fiscal_book` keeps one row per such document, in dollars, made
 * from the fiscal events only (OrderInvoiced, CreditNoteIssued, ShoppingRegistered with a
 * control number), so the report jobs read one indexed table per month.
 *
 * Choices (docs/rules.md, 'The fiscal books'):
 * - IGTF collected (sales): an invoice's row carries the IGTF of all its order's payments (those
 *   before the invoice and those after it) less the IGTF its refunds gave back; it is kept up to
 *   date as payments and refunds come. Credit notes carry none.
 * - A purchase registered under regime `none` (no control number) is not in the book; a cancelled
 *   purchase keeps its row marked `cancelled` and the book leaves it out.
 * - The provider's RIF is its `tax_id` as it stood when the purchase was registered.
 */
import { Knex } from 'knex';
import { CreditNoteIssued, OrderInvoiced, TaxLine } from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import { Projection } from '../projection';

export const FISCAL_BOOK_KINDS = { invoice: 'factura', creditNote: 'nota de crédito', purchase: 'compra' } as const;

export const FISCAL_BOOK_EVENTS = [
  'OrderInvoiced',
  'CreditNoteIssued',
  'OrderPaymentRecorded',
  'OrderReturned',
  'ShoppingRegistered',
  'ShoppingCancelled',
  'ProviderCreated',
  'ProviderUpdated',
] as const;

type Money = string;

/** The IVA columns of a row: the exempt base, and base and IVA of each taxed code. */
function taxColumns(exempt: Money, taxes: readonly TaxLine[]): Record<string, Money> {
  const columns: Record<string, Money> = { exempt };
  for (const code of ['g', 'r', 'a'] as const) {
    const tax = taxes.find((line) => line.code.toLowerCase() === code);
    columns[`base_${code}`] = tax?.base ?? '0.00';
    columns[`iva_${code}`] = tax?.amount ?? '0.00';
  }
  return columns;
}

const sequenceOf = (number: string): string => (/^\d{1,18}$/.test(number) ? number : '0');

export const fiscalBookProjection: Projection = {
  name: 'fiscal_book',
  handles: FISCAL_BOOK_EVENTS,
  version: 1,
  tables: ['fiscal_book', 'fiscal_book_igtf', 'fiscal_book_providers'],

  async createTables(trx) {
    await trx.raw(`create table fiscal_book (
      kind text not null,
      document_id text not null,
      order_id bigint,
      month text not null,
      date date not null,
      seq bigint not null,
      identification text not null,
      name text not null,
      number text not null,
      control_number text not null,
      affected_invoice text,
      affected_control_number text,
      exchange_rate numeric,
      total numeric(14, 2) not null,
      exempt numeric(14, 2) not null,
      base_g numeric(14, 2) not null,
      iva_g numeric(14, 2) not null,
      base_r numeric(14, 2) not null,
      iva_r numeric(14, 2) not null,
      base_a numeric(14, 2) not null,
      iva_a numeric(14, 2) not null,
      iva_withheld numeric(14, 2),
      withholding_voucher text,
      igtf numeric(14, 2) not null,
      cancelled boolean not null,
      primary key (kind, document_id)
    )`);
    // The book of a month, in date and number order.
    await trx.raw('create index fiscal_book_by_month on fiscal_book (kind, month, date, seq)');
    // Each order's IGTF so far (payments less refunds), whether invoiced yet or not.
    await trx.raw(`create table fiscal_book_igtf (order_id bigint primary key, igtf numeric(14, 2) not null)`);
    await trx.raw(`create table fiscal_book_providers (id bigint primary key, tax_id text not null)`);
  },

  async apply(events, trx) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'OrderInvoiced':
      return invoiced(trx, event.data as OrderInvoiced['data']);
    case 'CreditNoteIssued':
      return creditNote(trx, event.data as CreditNoteIssued['data']);
    case 'OrderPaymentRecorded':
      return addIgtf(trx, String(data.id), (data.igtf as string | undefined) ?? null, 1);
    case 'OrderReturned': {
      const refund = data.refund as { igtf?: string } | null;
      return addIgtf(trx, String(data.id), refund?.igtf ?? null, -1);
    }
    case 'ShoppingRegistered':
      return purchase(trx, event.data as TaxedPurchase);
    case 'ShoppingCancelled':
      await trx('fiscal_book')
        .where({ kind: FISCAL_BOOK_KINDS.purchase, document_id: String(data.id) })
        .update({ cancelled: true });
      return;
    case 'ProviderCreated':
    case 'ProviderUpdated':
      if (typeof data.tax_id !== 'string') return;
      await trx.raw(
        `insert into fiscal_book_providers (id, tax_id) values (?, ?)
         on conflict (id) do update set tax_id = excluded.tax_id`,
        [String(data.id), data.tax_id],
      );
      return;
    default:
      return;
  }
}

async function invoiced(trx: Knex.Transaction, data: OrderInvoiced['data']): Promise<void> {
  const igtf = await trx('fiscal_book_igtf').where({ order_id: data.id }).first('igtf');
  await trx('fiscal_book')
    .insert({
      kind: FISCAL_BOOK_KINDS.invoice,
      document_id: data.id,
      order_id: data.id,
      month: data.date.slice(0, 7),
      date: data.date,
      seq: sequenceOf(data.invoice_number),
      identification: data.client_identification,
      name: data.client_name,
      number: data.invoice_number,
      control_number: data.control_number,
      affected_invoice: null,
      affected_control_number: null,
      exchange_rate: data.exchange_rate,
      total: data.total,
      ...taxColumns(data.exempt, data.taxes),
      iva_withheld: null,
      withholding_voucher: null,
      igtf: igtf?.igtf ?? '0.00',
      cancelled: false,
    })
    .onConflict(['kind', 'document_id'])
    .ignore();
}

async function creditNote(trx: Knex.Transaction, data: CreditNoteIssued['data']): Promise<void> {
  await trx('fiscal_book')
    .insert({
      kind: FISCAL_BOOK_KINDS.creditNote,
      document_id: data.devolution_id,
      order_id: data.id,
      month: data.date.slice(0, 7),
      date: data.date,
      seq: sequenceOf(data.number),
      identification: data.client_identification,
      name: data.client_name,
      number: data.number,
      control_number: data.control_number,
      affected_invoice: data.invoice_number,
      affected_control_number: data.invoice_control_number,
      exchange_rate: data.exchange_rate,
      total: data.total,
      ...taxColumns(data.exempt, data.taxes),
      iva_withheld: null,
      withholding_voucher: null,
      igtf: '0.00',
      cancelled: false,
    })
    .onConflict(['kind', 'document_id'])
    .ignore();
}

/** A payment's IGTF (sign 1) or a refund's (sign -1) on its order, and on its invoice's row if any. */
async function addIgtf(trx: Knex.Transaction, orderId: string, igtf: string | null, sign: 1 | -1): Promise<void> {
  if (igtf === null || Number(igtf) === 0) return;
  const amount = sign === 1 ? igtf : `-${igtf}`;
  await trx.raw(
    `insert into fiscal_book_igtf (order_id, igtf) values (?, ?::numeric)
     on conflict (order_id) do update set igtf = fiscal_book_igtf.igtf + excluded.igtf`,
    [orderId, amount],
  );
  await trx.raw(`update fiscal_book set igtf = igtf + ?::numeric where kind = ? and document_id = ?`, [
    amount,
    FISCAL_BOOK_KINDS.invoice,
    orderId,
  ]);
}

interface TaxedPurchase {
  id: string;
  provider_id: string;
  provider_name: string;
  invoice_number: string;
  date: string;
  exchange_rate: string | null;
  total: string;
  control_number?: string;
  taxes?: TaxLine[];
  exempt?: string;
  iva_withheld?: string | null;
  withholding_voucher?: string | null;
}

async function purchase(trx: Knex.Transaction, data: TaxedPurchase): Promise<void> {
  if (!data.control_number) return;
  const provider = await trx('fiscal_book_providers').where({ id: data.provider_id }).first('tax_id');
  await trx('fiscal_book')
    .insert({
      kind: FISCAL_BOOK_KINDS.purchase,
      document_id: data.id,
      order_id: null,
      month: data.date.slice(0, 7),
      date: data.date,
      seq: sequenceOf(data.id),
      identification: provider?.tax_id ?? '',
      name: data.provider_name,
      number: data.invoice_number,
      control_number: data.control_number,
      affected_invoice: null,
      affected_control_number: null,
      exchange_rate: data.exchange_rate,
      total: data.total,
      ...taxColumns(data.exempt ?? '0.00', data.taxes ?? []),
      iva_withheld: data.iva_withheld ?? null,
      withholding_voucher: data.withholding_voucher ?? null,
      igtf: '0.00',
      cancelled: false,
    })
    .onConflict(['kind', 'document_id'])
    .ignore();
}
