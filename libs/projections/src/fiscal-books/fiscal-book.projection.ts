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
import { WriteSet } from '../write-set';

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

  /**
   * A batch in at most three round trips whatever its size: what it must read (the IGTF its
   * invoiced orders had so far, the RIF of its purchases' providers not named in the batch), then
   * every write in one statement (WriteSet). Rows inserted by that statement are not seen by its
   * updates, so the batch's own rows are made final in memory first (an invoice's IGTF with the
   * batch's payments and refunds, a purchase cancelled in the same batch).
   */
  async apply(events, trx) {
    const batch = collect(events);
    const [storedIgtf, storedTaxIds] = await Promise.all([
      valuesOf(trx, 'fiscal_book_igtf', 'order_id', 'igtf', [...batch.invoices.keys()]),
      valuesOf(trx, 'fiscal_book_providers', 'id', 'tax_id', batch.unknownProviders()),
    ]);
    const writes = new WriteSet();
    if (batch.taxIds.size)
      writes.add(
        `insert into fiscal_book_providers (id, tax_id)
         select id, tax_id from jsonb_to_recordset(?::jsonb) as v(id bigint, tax_id text)
         on conflict (id) do update set tax_id = excluded.tax_id`,
        [JSON.stringify([...batch.taxIds].map(([id, tax_id]) => ({ id, tax_id })))],
      );
    if (batch.igtf.size) {
      const deltas = JSON.stringify(
        [...batch.igtf].map(([order_id, igtf]) => ({ order_id, igtf: (igtf / 100).toFixed(2) })),
      );
      writes.add(
        `insert into fiscal_book_igtf (order_id, igtf)
         select order_id, igtf from jsonb_to_recordset(?::jsonb) as v(order_id bigint, igtf numeric)
         on conflict (order_id) do update set igtf = fiscal_book_igtf.igtf + excluded.igtf`,
        [deltas],
      );
      // Invoices of earlier batches (this batch's own rows are inserted with their IGTF already).
      writes.add(
        `update fiscal_book b set igtf = b.igtf + v.igtf
         from jsonb_to_recordset(?::jsonb) as v(order_id bigint, igtf numeric)
         where b.kind = '${FISCAL_BOOK_KINDS.invoice}' and b.document_id = v.order_id::text`,
        [deltas],
      );
    }
    const rows = [
      ...[...batch.invoices.values()].map((data) =>
        invoiceRow(data, cents(storedIgtf.get(data.id) ?? '0') + (batch.igtf.get(data.id) ?? 0)),
      ),
      ...batch.creditNotes.map(creditNoteRow),
      ...batch.purchases.map(({ data, taxId }) =>
        purchaseRow(data, taxId ?? storedTaxIds.get(data.provider_id) ?? '', batch.cancelled.has(data.id)),
      ),
    ];
    if (rows.length)
      writes.add(
        `insert into fiscal_book select * from jsonb_populate_recordset(null::fiscal_book, ?::jsonb)
         on conflict (kind, document_id) do nothing`,
        [JSON.stringify(rows)],
      );
    if (batch.cancelled.size)
      writes.add(`update fiscal_book set cancelled = true where kind = ? and document_id = any(?::text[])`, [
        FISCAL_BOOK_KINDS.purchase,
        [...batch.cancelled] as unknown as Knex.Value,
      ]);
    await writes.flush(trx, { last: true });
  },
};

/** A batch's fiscal facts, in event order: what its rows need beyond what is stored. */
function collect(events: readonly RecordedEvent[]) {
  const invoices = new Map<string, OrderInvoiced['data']>();
  const creditNotes: CreditNoteIssued['data'][] = [];
  const purchases: { data: TaxedPurchase; taxId: string | undefined }[] = [];
  const cancelled = new Set<string>();
  /** Each order's IGTF moved in the batch (payments less refunds), in whole cents. */
  const igtf = new Map<string, number>();
  /** Each provider's RIF as the batch last set it. */
  const taxIds = new Map<string, string>();
  const addIgtf = (orderId: string, amount: string | null | undefined, sign: 1 | -1) => {
    if (!amount || Number(amount) === 0) return;
    igtf.set(orderId, (igtf.get(orderId) ?? 0) + sign * cents(amount));
  };
  for (const event of events) {
    const data = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'OrderInvoiced':
        invoices.set(String(data.id), event.data as OrderInvoiced['data']);
        break;
      case 'CreditNoteIssued':
        creditNotes.push(event.data as CreditNoteIssued['data']);
        break;
      case 'OrderPaymentRecorded':
        addIgtf(String(data.id), data.igtf as string | undefined, 1);
        break;
      case 'OrderReturned':
        addIgtf(String(data.id), (data.refund as { igtf?: string } | null)?.igtf, -1);
        break;
      case 'ShoppingRegistered': {
        const purchase = event.data as TaxedPurchase;
        // The provider's RIF as it stood when the purchase was registered.
        if (purchase.control_number) purchases.push({ data: purchase, taxId: taxIds.get(purchase.provider_id) });
        break;
      }
      case 'ShoppingCancelled':
        cancelled.add(String(data.id));
        break;
      case 'ProviderCreated':
      case 'ProviderUpdated':
        if (typeof data.tax_id === 'string') taxIds.set(String(data.id), data.tax_id);
        break;
      default:
        break;
    }
  }
  return {
    invoices,
    creditNotes,
    purchases,
    cancelled,
    igtf,
    taxIds,
    unknownProviders: () => [...new Set(purchases.filter((p) => p.taxId === undefined).map((p) => p.data.provider_id))],
  };
}

/** Amounts of two decimals as whole cents (exact in a double far beyond any order's IGTF). */
const cents = (amount: string): number => Math.round(Number(amount) * 100);

/** `column` of the rows of `table` whose `key` is one of `keys` (no query when none). */
async function valuesOf(
  trx: Knex.Transaction,
  table: string,
  key: string,
  column: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = (await trx(table)
    .whereIn(key, keys as string[])
    .select(key, column)) as Record<string, unknown>[];
  return new Map(rows.map((row) => [String(row[key]), String(row[column])]));
}

/** The columns every book row has, from a document's numbers and amounts. */
function row(
  kind: string,
  document: { id: string; order_id: string | null; date: string; seq: string; identification: string; name: string },
  numbers: {
    number: string;
    control_number: string;
    affected_invoice: string | null;
    affected_control_number: string | null;
  },
  amounts: { exchange_rate: string | null; total: string; exempt: string; taxes: readonly TaxLine[] },
  rest: { iva_withheld: string | null; withholding_voucher: string | null; igtf: string; cancelled: boolean },
) {
  return {
    kind,
    document_id: document.id,
    order_id: document.order_id,
    month: document.date.slice(0, 7),
    date: document.date,
    seq: sequenceOf(document.seq),
    identification: document.identification,
    name: document.name,
    ...numbers,
    exchange_rate: amounts.exchange_rate,
    total: amounts.total,
    ...taxColumns(amounts.exempt, amounts.taxes),
    ...rest,
  };
}

const NO_WITHHOLDING = { iva_withheld: null, withholding_voucher: null };

function invoiceRow(data: OrderInvoiced['data'], igtfCents: number) {
  return row(
    FISCAL_BOOK_KINDS.invoice,
    {
      id: data.id,
      order_id: data.id,
      date: data.date,
      seq: data.invoice_number,
      identification: data.client_identification,
      name: data.client_name,
    },
    {
      number: data.invoice_number,
      control_number: data.control_number,
      affected_invoice: null,
      affected_control_number: null,
    },
    data,
    { ...NO_WITHHOLDING, igtf: (igtfCents / 100).toFixed(2), cancelled: false },
  );
}

function creditNoteRow(data: CreditNoteIssued['data']) {
  return row(
    FISCAL_BOOK_KINDS.creditNote,
    {
      id: data.devolution_id,
      order_id: data.id,
      date: data.date,
      seq: data.number,
      identification: data.client_identification,
      name: data.client_name,
    },
    {
      number: data.number,
      control_number: data.control_number,
      affected_invoice: data.invoice_number,
      affected_control_number: data.invoice_control_number,
    },
    data,
    { ...NO_WITHHOLDING, igtf: '0.00', cancelled: false },
  );
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

function purchaseRow(data: TaxedPurchase, taxId: string, cancelled: boolean) {
  return row(
    FISCAL_BOOK_KINDS.purchase,
    { id: data.id, order_id: null, date: data.date, seq: data.id, identification: taxId, name: data.provider_name },
    {
      number: data.invoice_number,
      control_number: data.control_number ?? '',
      affected_invoice: null,
      affected_control_number: null,
    },
    { exchange_rate: data.exchange_rate, total: data.total, exempt: data.exempt ?? '0.00', taxes: data.taxes ?? [] },
    {
      iva_withheld: data.iva_withheld ?? null,
      withholding_voucher: data.withholding_voucher ?? null,
      igtf: '0.00',
      cancelled,
    },
  );
}
