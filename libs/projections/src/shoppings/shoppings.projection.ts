/** The purchases read model (rm.shoppings and its lines and payments), the screens' and the providers' source. */
import { Knex } from 'knex';
import { ShoppingEvent, ShoppingLine, ShoppingPayment } from '@bo/domain';
import { RecordedEvent } from '@bo/event-store';
import { insertRows } from '../bulk-insert';
import { DocumentTables, insertDocument } from '../documents/document-rows';
import { Projection } from '../projection';

/** The events the purchases read model is made of. */
export const SHOPPING_READ_MODEL_EVENTS = [
  'ShoppingRegistered',
  'ShoppingPaymentRecorded',
  'ShoppingMarkedPaid',
  'ShoppingCancelled',
] as const;

/**
 * The purchases (`shoppings`, numbered 1, 2, 3... in the order they were registered, with what
 * has been paid and their status), their lines (`shopping_lines`) and payments
 * (`shopping_payments`). The providers' balance, last purchase and pending invoices are read
 * from here (`shoppings_by_provider`).
 */
export const shoppingsProjection: Projection = {
  name: 'shoppings',
  handles: SHOPPING_READ_MODEL_EVENTS,
  // 2: the fiscal columns of issue 33 (control number, taxes, IVA withheld and its voucher, each line's iva).
  version: 2,
  tables: ['shoppings', 'shopping_lines', 'shopping_payments'],

  async createTables(trx) {
    await trx.raw(`create table shoppings (
      id bigint primary key,
      number_shopping bigint not null,
      provider_id bigint not null,
      provider_name text not null,
      invoice_number text not null,
      date date not null,
      due_date date not null,
      payment_type text not null,
      deposit_id bigint not null,
      comentary text not null,
      exchange_rate numeric,
      sub_total numeric(14, 2) not null,
      discount_percentage numeric(14, 2),
      discount numeric(14, 2) not null,
      total numeric(14, 2) not null,
      total_paid numeric(14, 2) not null,
      status text not null,
      lines_count integer not null,
      control_number text,
      taxes jsonb not null default '[]',
      exempt numeric(14, 2) not null default 0,
      tax_total numeric(14, 2) not null default 0,
      withholding_rate integer,
      iva_withheld numeric(14, 2) not null default 0,
      withholding_voucher text,
      user_id bigint,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
    await trx.raw('create unique index shoppings_number on shoppings (number_shopping)');
    await trx.raw('create index shoppings_by_date on shoppings (date desc, id desc)');
    // A provider's balance (its pending purchases) and last purchase.
    await trx.raw('create index shoppings_by_provider on shoppings (provider_id, status, date)');
    await trx.raw(`create table shopping_lines (
      shopping_id bigint not null,
      id bigint not null,
      product_id bigint not null,
      code text not null,
      name text not null,
      quantity integer not null,
      cost numeric(14, 2) not null,
      percentage numeric(14, 2),
      price numeric(14, 2),
      total numeric(14, 2) not null,
      iva text,
      primary key (shopping_id, id)
    )`);
    await trx.raw('create index shopping_lines_product on shopping_lines (product_id)');
    await trx.raw(`create table shopping_payments (
      id bigint primary key,
      shopping_id bigint not null,
      method_id bigint not null,
      method_code text not null,
      method_name text not null,
      amount_usd numeric(14, 2) not null,
      amount_ves numeric(14, 2) not null,
      exchange_rate numeric,
      reference text not null,
      date date not null,
      user_id bigint,
      created_at timestamptz not null
    )`);
    await trx.raw('create index shopping_payments_shopping on shopping_payments (shopping_id, id)');
  },

  async apply(events, trx) {
    const registered = events
      .filter((event) => event.type === 'ShoppingRegistered')
      .map((event) => String((event.data as { id: unknown }).id));
    let number = registered.length > 0 ? await lastNumber(trx) : 0;
    const known = new Set(registered.length > 0 ? await existing(trx, registered) : []);
    for (const event of events as (RecordedEvent & ShoppingEvent)[]) {
      const at = event.metadata.at;
      const userId = event.metadata.user_id ?? null;
      switch (event.type) {
        case 'ShoppingRegistered': {
          const data = event.data;
          // A registration read again (never, short of a bug) does not take a second number.
          if (known.has(data.id)) break;
          known.add(data.id);
          number += 1;
          await insertDocument(
            trx,
            SHOPPING_TABLES,
            {
              id: data.id,
              number_shopping: number,
              provider_id: data.provider_id,
              provider_name: data.provider_name,
              invoice_number: data.invoice_number,
              date: data.date,
              due_date: data.due_date,
              payment_type: data.payment_type,
              deposit_id: data.deposit_id,
              comentary: data.comentary,
              exchange_rate: data.exchange_rate,
              sub_total: data.sub_total,
              discount_percentage: data.discount_percentage,
              discount: data.discount,
              total: data.total,
              total_paid: data.total_paid,
              status: data.status,
              lines_count: data.lines.length,
              control_number: data.control_number ?? null,
              taxes: JSON.stringify(data.taxes ?? []),
              exempt: data.exempt ?? '0.00',
              tax_total: data.tax_total ?? '0.00',
              withholding_rate: data.withholding_rate ?? null,
              iva_withheld: data.iva_withheld ?? '0.00',
              withholding_voucher: data.withholding_voucher ?? null,
              user_id: userId,
              created_at: at,
              updated_at: at,
            },
            data.lines,
          );
          await insertPayments(trx, data.id, data.payments, userId, at);
          break;
        }
        case 'ShoppingPaymentRecorded':
          await trx('shoppings')
            .where({ id: event.data.id })
            .update({ total_paid: event.data.total_paid, status: event.data.status, updated_at: at });
          await insertPayments(trx, event.data.id, [event.data.payment], userId, at);
          break;
        case 'ShoppingMarkedPaid':
          await trx('shoppings').where({ id: event.data.id }).update({ status: 'paid', updated_at: at });
          break;
        case 'ShoppingCancelled':
          await trx('shoppings').where({ id: event.data.id }).update({ status: 'cancelled', updated_at: at });
          break;
        default:
          break;
      }
    }
  },
};

const SHOPPING_TABLES: DocumentTables<ShoppingLine> = {
  header: 'shoppings',
  lines: 'shopping_lines',
  documentColumn: 'shopping_id',
  lineColumns: [
    { name: 'id', type: 'bigint', value: (line) => line.id },
    { name: 'product_id', type: 'bigint', value: (line) => line.product_id },
    { name: 'code', type: 'text', value: (line) => line.code },
    { name: 'name', type: 'text', value: (line) => line.name },
    { name: 'quantity', type: 'integer', value: (line) => line.quantity },
    { name: 'cost', type: 'numeric', value: (line) => line.cost },
    { name: 'percentage', type: 'numeric', value: (line) => line.percentage },
    { name: 'price', type: 'numeric', value: (line) => line.price },
    { name: 'total', type: 'numeric', value: (line) => line.total },
    { name: 'iva', type: 'text', value: (line) => line.iva ?? null },
  ],
};

/** Which of these purchases the table has already. */
async function existing(trx: Knex.Transaction, ids: string[]): Promise<string[]> {
  const result = await trx.raw('select id::text from shoppings where id = any(?::bigint[])', [
    ids,
  ] as unknown as Knex.Value[]);
  return (result.rows as { id: string }[]).map((row) => row.id);
}

async function lastNumber(trx: Knex.Transaction): Promise<number> {
  const result = await trx.raw('select coalesce(max(number_shopping), 0)::float8 as last from shoppings');
  return Number(result.rows[0].last);
}

async function insertPayments(
  trx: Knex.Transaction,
  shoppingId: string,
  payments: readonly ShoppingPayment[],
  userId: string | null,
  at: string,
): Promise<void> {
  await insertRows(
    trx,
    'shopping_payments',
    [
      { name: 'id', type: 'bigint', values: payments.map((p) => p.payment_id) },
      { name: 'shopping_id', type: 'bigint', values: payments.map(() => shoppingId) },
      { name: 'method_id', type: 'bigint', values: payments.map((p) => p.method_id) },
      { name: 'method_code', type: 'text', values: payments.map((p) => p.method_code) },
      { name: 'method_name', type: 'text', values: payments.map((p) => p.method_name) },
      { name: 'amount_usd', type: 'numeric', values: payments.map((p) => p.amount_usd) },
      { name: 'amount_ves', type: 'numeric', values: payments.map((p) => p.amount_ves) },
      { name: 'exchange_rate', type: 'numeric', values: payments.map((p) => p.exchange_rate) },
      { name: 'reference', type: 'text', values: payments.map((p) => p.reference) },
      { name: 'date', type: 'date', values: payments.map((p) => p.date) },
      { name: 'user_id', type: 'bigint', values: payments.map(() => userId) },
      { name: 'created_at', type: 'timestamptz', values: payments.map(() => at) },
    ],
    'on conflict do nothing',
  );
}
