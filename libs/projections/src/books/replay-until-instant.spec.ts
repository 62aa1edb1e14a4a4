/**
 * Replaying the books' projections up to an instant: the tables equal those of the live
 * projections stopped at the last event recorded by then (every table, not only the books'
 * figures); concurrent replays never share rows; the scratch schema is gone afterwards.
 */
import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, rows, TestContext } from '../testing/fixtures.test';
import { BOOKS_PROJECTIONS } from './books.projections';
import { createScratchSchema, dropStaleScratchSchemas, readAsOfInstant } from './replay-until-instant';

const at = (minute: number): string => new Date(Date.UTC(2026, 2, 1, 12, minute)).toISOString();
const move = (type: 'StockAdded' | 'StockRemoved', product: string, quantity: number, minute: number) =>
  event(
    `stock-${product}-1`,
    type,
    { product_id: product, deposit_id: '1', quantity, document: { type: 'inventory', id: '1', label: 'Entrada #1' } },
    metadata(at(minute), '1'),
  );

describe('the books projections replayed up to an instant', () => {
  let ctx: TestContext;
  let positions: { minute: number; position: { commit: string; position: string } }[];

  beforeAll(async () => {
    ctx = await openTestContext('books_replay');
    const history = [
      event(
        'client-1',
        'ClientCreated',
        { id: '1', name: 'Taller Rivas', identification: 'J-1' },
        metadata(at(0), '1'),
      ),
      event('product-7', 'ProductCreated', { id: '7', code: 'ACE-1', name: 'Aceite', cost: '4.00' }, metadata(at(1))),
      move('StockAdded', '7', 20, 2),
      event('client-2', 'ClientCreated', { id: '2', name: 'Ana Pérez', identification: 'V-2' }, metadata(at(3), '1')),
      event('product-7', 'ProductUpdated', { id: '7', cost: '5.00' }, metadata(at(4))),
      move('StockRemoved', '7', 3, 5),
      event('client-1', 'ClientDeleted', { id: '1' }, metadata(at(6), '1')),
    ];
    const appended = await appendAll(ctx, history);
    positions = appended.map((result, index) => ({ minute: index, position: result.position }));
  });
  afterAll(() => ctx.close());

  const tablesAt = async (minute: number, seconds = 30) => {
    const instant = new Date(new Date(at(minute)).getTime() + seconds * 1000);
    return readAsOfInstant(ctx.knex, ctx.store, BOOKS_PROJECTIONS, instant, async ({ schema, events }) => {
      const reference = `books_ref_${minute}_${seconds < 0 ? 'm' : ''}${Math.abs(seconds)}`;
      await migrateReadModels(ctx.knex, reference, BOOKS_PROJECTIONS);
      const until = positions[minute].position;
      for (const projection of BOOKS_PROJECTIONS)
        await catchUp(ctx.knex, ctx.store, projection, reference, { until, deferredIndexes: false });
      const differences: string[] = [];
      for (const projection of BOOKS_PROJECTIONS)
        for (const table of projection.tables)
          differences.push(...(await compareTable(ctx.knex, table, reference, schema)));
      const stock = await rows<{ quantity: string }>(ctx.knex, `select quantity::text from ${schema}.product_stock`);
      const product = await rows<{ cost: string }>(ctx.knex, `select cost::text from ${schema}.products`);
      const clients = await rows<{ name: string }>(
        ctx.knex,
        `select name from ${schema}.clients where deleted_at is null order by name`,
      );
      await ctx.knex.raw(`drop schema ${reference} cascade`);
      return { schema, events, differences, stock, product, clients };
    });
  };

  it('given a history, when replayed to each instant, then every table is the live one stopped at the last event by then', async () => {
    for (const minute of [0, 2, 4, 6]) {
      const replayed = await tablesAt(minute);
      expect([minute, replayed.events, replayed.differences]).toEqual([minute, minute + 1, []]);
    }
  });

  it('given an instant between events, then the stock, the cost and the live clients are those of then', async () => {
    const atFour = await tablesAt(4);
    expect(atFour.stock).toEqual([{ quantity: '20' }]);
    expect(atFour.product).toEqual([{ cost: '5.00' }]);
    expect(atFour.clients.map((client) => client.name)).toEqual(['Ana Pérez', 'Taller Rivas']);
    const atSix = await tablesAt(6);
    expect(atSix.stock).toEqual([{ quantity: '17' }]);
    expect(atSix.clients.map((client) => client.name)).toEqual(['Ana Pérez']);
    const before = await tablesAt(0, -30);
    expect([before.events, before.stock, before.clients]).toEqual([0, [], []]);
  });

  it('given concurrent replays, then each answers its own instant and leaves no scratch schema', async () => {
    const answers = await Promise.all([tablesAt(2), tablesAt(5), tablesAt(2, 10), tablesAt(6)]);
    expect(answers.map((answer) => answer.stock)).toEqual([
      [{ quantity: '20' }],
      [{ quantity: '17' }],
      [{ quantity: '20' }],
      [{ quantity: '17' }],
    ]);
    const left = await rows(
      ctx.knex,
      "select 1 from information_schema.schemata where schema_name like 'rm\\_asof\\_%'",
    );
    expect(left).toEqual([]);
  });

  it('given a scratch schema a dead process left an hour ago, then the clean-up drops it and none younger', async () => {
    const hourAgo = Math.floor((Date.now() - 3700_000) / 1000).toString(36);
    await ctx.knex.raw(`create schema rm_asof_${hourAgo}_deadbeef`);
    const fresh = await createScratchSchema(ctx.knex, BOOKS_PROJECTIONS);
    expect(await dropStaleScratchSchemas(ctx.knex, 'rm_asof', 3600_000)).toEqual([`rm_asof_${hourAgo}_deadbeef`]);
    const left = await rows<{ schema_name: string }>(
      ctx.knex,
      "select schema_name from information_schema.schemata where schema_name like 'rm\\_asof\\_%'",
    );
    expect(left).toEqual([{ schema_name: fresh }]);
    await ctx.knex.raw(`drop schema ${fresh} cascade`);
  });
});
