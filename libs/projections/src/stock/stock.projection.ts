import { Knex } from 'knex';
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
  /** The product's net change within the batch, this move included. */
  change: number;
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
    // Each product's net change within the batch up to each move; its total before the batch is
    // added in SQL, by the same statement that changes the totals (it sees them as they were).
    const running = new Map<string, number>();
    const movements: Movement[] = moves.map((event) => {
      const data = event.data as StockMoveData;
      const signed = event.type === 'StockAdded' ? data.quantity : -data.quantity;
      const change = (running.get(data.product_id) ?? 0) + signed;
      running.set(data.product_id, change);
      return {
        id: event.position.position,
        product_id: data.product_id,
        deposit_id: data.deposit_id,
        at: event.metadata.at,
        data,
        quantity_in: Math.max(signed, 0),
        quantity_out: Math.max(-signed, 0),
        change,
      };
    });
    const writes = new WriteSet();
    await writeStock(writes, movements);
    writeCard(writes, movements);
    await writes.flush(trx, { last: true });
  },
};

/** The stock card's rows: each move with the product's total over all deposits after it. */
function writeCard(writes: WriteSet, movements: Movement[]): void {
  writes.add(
    `insert into stock_movements (id, product_id, deposit_id, at, document_type, document_id, document_label,
       document_date, quantity_in, quantity_out, balance)
     select m.id, m.product_id, m.deposit_id, m.at, m.document_type, m.document_id, m.document_label, m.document_date,
       m.quantity_in, m.quantity_out,
       coalesce((select sum(s.quantity) from product_stock s where s.product_id = m.product_id), 0) + m.change
     from unnest(?::bigint[], ?::bigint[], ?::bigint[], ?::timestamptz[], ?::text[], ?::text[], ?::text[], ?::date[],
       ?::integer[], ?::integer[], ?::integer[])
       as m(id, product_id, deposit_id, at, document_type, document_id, document_label, document_date, quantity_in,
         quantity_out, change)`,
    [
      movements.map((m) => m.id),
      movements.map((m) => m.product_id),
      movements.map((m) => m.deposit_id),
      movements.map((m) => m.at),
      movements.map((m) => m.data.document.type),
      movements.map((m) => m.data.document.id),
      movements.map((m) => m.data.document.label),
      movements.map((m) => m.data.document.date ?? null),
      movements.map((m) => m.quantity_in),
      movements.map((m) => m.quantity_out),
      movements.map((m) => m.change),
    ] as unknown as Knex.Value[],
  );
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
