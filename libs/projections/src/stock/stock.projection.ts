import { Knex } from 'knex';
import { RecordedEvent } from '@bo/event-store';
import { StockMoveData } from '@bo/domain';
import { insertRows } from '../bulk-insert';
import { Projection } from '../projection';
import { WriteSet } from '../write-set';

interface Movement {
  id: string;
  product_id: string;
  deposit_id: string;
  at: string;
  data: StockMoveData;
  quantity_in: number;
  quantity_out: number;
  balance: number;
}

/**
 * The stock: what each product has in each deposit (`product_stock`, the products list reads it)
 * and every move of it (`stock_movements`, the stock card), with the product's total over all
 * deposits after each move, the instant it was recorded (`at`) and its document's own day
 * (`document_date`, a sale's date; null when the move is dated on the instant).
 */
export const stockProjection: Projection = {
  name: 'stock',
  handles: ['StockAdded', 'StockRemoved'],
  version: 2,
  tables: ['product_stock', 'stock_movements'],

  async createTables(trx) {
    await trx.raw(`create table product_stock (
      product_id bigint not null,
      deposit_id bigint not null,
      quantity numeric not null default 0,
      primary key (product_id, deposit_id)
    )`);
    await trx.raw('create index product_stock_deposit on product_stock (deposit_id, product_id)');
    await trx.raw(`create table stock_movements (
      id bigint primary key,
      product_id bigint not null,
      deposit_id bigint not null,
      at timestamptz not null,
      document_type text not null,
      document_id text not null,
      document_label text not null,
      document_date date,
      quantity_in integer not null,
      quantity_out integer not null,
      balance numeric not null
    )`);
    await trx.raw('create index stock_movements_product on stock_movements (product_id, id)');
  },

  async apply(events, trx) {
    const moves = events.filter((event) => event.type === 'StockAdded' || event.type === 'StockRemoved');
    if (moves.length === 0) return;
    const totals = await currentTotals(trx, moves);
    const movements: Movement[] = moves.map((event) => {
      const data = event.data as StockMoveData;
      const signed = event.type === 'StockAdded' ? data.quantity : -data.quantity;
      const balance = (totals.get(data.product_id) ?? 0) + signed;
      totals.set(data.product_id, balance);
      return {
        id: event.position.position,
        product_id: data.product_id,
        deposit_id: data.deposit_id,
        at: event.metadata.at,
        data,
        quantity_in: Math.max(signed, 0),
        quantity_out: Math.max(-signed, 0),
        balance,
      };
    });
    // The totals and the card in one statement.
    const writes = new WriteSet();
    await writeStock(writes, movements);
    await insertRows(writes, 'stock_movements', [
      { name: 'id', type: 'bigint', values: movements.map((m) => m.id) },
      { name: 'product_id', type: 'bigint', values: movements.map((m) => m.product_id) },
      { name: 'deposit_id', type: 'bigint', values: movements.map((m) => m.deposit_id) },
      { name: 'at', type: 'timestamptz', values: movements.map((m) => m.at) },
      { name: 'document_type', type: 'text', values: movements.map((m) => m.data.document.type) },
      { name: 'document_id', type: 'text', values: movements.map((m) => m.data.document.id) },
      { name: 'document_label', type: 'text', values: movements.map((m) => m.data.document.label) },
      { name: 'document_date', type: 'date', values: movements.map((m) => m.data.document.date ?? null) },
      { name: 'quantity_in', type: 'integer', values: movements.map((m) => m.quantity_in) },
      { name: 'quantity_out', type: 'integer', values: movements.map((m) => m.quantity_out) },
      { name: 'balance', type: 'numeric', values: movements.map((m) => m.balance) },
    ]);
    await writes.flush(trx);
  },
};

/** Each moved product's total over all deposits before this batch. */
async function currentTotals(trx: Knex.Transaction, events: RecordedEvent[]): Promise<Map<string, number>> {
  const products = [...new Set(events.map((event) => (event.data as StockMoveData).product_id))];
  const rows = (
    await trx.raw(
      'select product_id::text as product_id, sum(quantity)::float8 as total from product_stock where product_id = any(?::bigint[]) group by product_id',
      [products] as unknown as Knex.Value[],
    )
  ).rows as { product_id: string; total: number }[];
  return new Map(rows.map((row) => [row.product_id, Number(row.total)]));
}

/** Adds each product and deposit's net change of the batch to its row. */
async function writeStock(writes: WriteSet, movements: Movement[]): Promise<void> {
  const net = new Map<string, { product_id: string; deposit_id: string; change: number }>();
  for (const m of movements) {
    const key = `${m.product_id}-${m.deposit_id}`;
    const entry = net.get(key) ?? { product_id: m.product_id, deposit_id: m.deposit_id, change: 0 };
    entry.change += m.quantity_in - m.quantity_out;
    net.set(key, entry);
  }
  const rows = [...net.values()];
  await insertRows(
    writes,
    'product_stock',
    [
      { name: 'product_id', type: 'bigint', values: rows.map((r) => r.product_id) },
      { name: 'deposit_id', type: 'bigint', values: rows.map((r) => r.deposit_id) },
      { name: 'quantity', type: 'numeric', values: rows.map((r) => r.change) },
    ],
    'on conflict (product_id, deposit_id) do update set quantity = product_stock.quantity + excluded.quantity',
  );
}
