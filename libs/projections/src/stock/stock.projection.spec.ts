import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, TestContext } from '../testing/fixtures.test';
import { inventoriesProjection } from '../inventories/inventories.projection';
import { stockProjection } from './stock.projection';

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 15, 12, minute)).toISOString();
const document = (id: string, label: string) => ({ type: 'inventory', id, label });
const move = (
  type: 'StockAdded' | 'StockRemoved',
  product: string,
  deposit: string,
  quantity: number,
  minute: number,
) =>
  event(
    `stock-${product}-${deposit}`,
    type,
    { product_id: product, deposit_id: deposit, quantity, document: document(String(minute), `Inventario #${minute}`) },
    metadata(at(minute), '1'),
  );

describe('the stock read model', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('stock_projection');
    await appendAll(ctx, [
      event(
        'inventory-1',
        'InventoryCreated',
        { id: '1', type: 'add', lines: [{ id: '1', product_id: '7', deposit_id: '2', quantity: 5 }] },
        metadata(at(0), '1'),
      ),
      event('inventory-1', 'InventoryApproved', { id: '1' }, metadata(at(1), '1')),
      move('StockAdded', '7', '2', 5, 1),
      move('StockAdded', '7', '3', 4, 2),
      move('StockAdded', '8', '2', 1, 3),
      move('StockRemoved', '7', '2', 3, 4),
      move('StockAdded', '7', '2', 1, 5),
      event(
        'stock-7-2',
        'StockRemoved',
        {
          product_id: '7',
          deposit_id: '2',
          quantity: 2,
          document: { type: 'order', id: '4', label: 'Venta', date: '2026-01-10' },
        },
        metadata(at(6), '1'),
      ),
    ]);
    for (const schema of ['one_by_one', 'all_at_once']) await migrateReadModels(ctx.knex, schema);
    for (const projection of [stockProjection, inventoriesProjection]) {
      await catchUp(ctx.knex, ctx.store, projection, 'one_by_one', { batchSize: 1 });
      await catchUp(ctx.knex, ctx.store, projection, 'all_at_once', { batchSize: 1000 });
    }
  });
  afterAll(() => ctx.close());

  it('keeps each product in each deposit and the running total over all deposits', async () => {
    const stock = await ctx.knex('all_at_once.product_stock').orderBy(['product_id', 'deposit_id']);
    expect(stock.map((row) => [row.product_id, row.deposit_id, Number(row.quantity)])).toEqual([
      ['7', '2', 1],
      ['7', '3', 4],
      ['8', '2', 1],
    ]);
    const moves = await ctx.knex('all_at_once.stock_movements').where({ product_id: 7 }).orderBy('id');
    expect(moves.map((row) => [row.quantity_in, row.quantity_out, Number(row.balance)])).toEqual([
      [5, 0, 5],
      [4, 0, 9],
      [0, 3, 6],
      [1, 0, 7],
      [0, 2, 5],
    ]);
    // A sale's move keeps the sale's day beside the instant it was recorded; the others have none.
    const days = await ctx
      .knex('all_at_once.stock_movements')
      .where({ product_id: 7 })
      .orderBy('id')
      .select(ctx.knex.raw('document_date::text as day'));
    expect(days.map((row) => row.day)).toEqual([null, null, null, null, '2026-01-10']);
    const [inventory] = await ctx.knex('all_at_once.inventories');
    expect(inventory).toMatchObject({ status: 'process', quantity: 5, lines_count: 1 });
  });

  it('gives the same rows whatever the batch boundaries', async () => {
    for (const table of [...stockProjection.tables, ...inventoriesProjection.tables])
      expect(await compareTable(ctx.knex, table, 'one_by_one', 'all_at_once')).toEqual([]);
  });
});
