import { catchUp } from '../catch-up';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, rows, TestContext } from '../testing/fixtures.test';
import { sampleHistory } from '../testing/sample-history.test';
import { taxesProjection } from './taxes.projection';

describe('taxes projection', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await openTestContext('taxes');
    await migrateReadModels(ctx.knex, 'rm', [taxesProjection]);
    await appendAll(ctx, sampleHistory());
  });
  afterAll(() => ctx.close());

  it('keeps each rate as created, then updated, and removes a deleted one', async () => {
    await catchUp(ctx.knex, ctx.store, taxesProjection, 'rm');
    const taxes = await rows(
      ctx.knex,
      `select id, change, cop_change, created_at, updated_at, created_by from rm.taxes order by id`,
    );
    expect(taxes).toEqual([
      {
        id: '1',
        change: '40.25',
        cop_change: '0.008123',
        created_at: new Date('2024-01-15T12:03:00.000Z'),
        updated_at: new Date('2024-01-15T12:06:00.000Z'),
        created_by: '1',
      },
      {
        id: '2',
        change: '37.10',
        cop_change: '0.008900',
        created_at: new Date('2024-01-15T12:05:00.000Z'),
        updated_at: new Date('2024-01-15T12:05:00.000Z'),
        created_by: '2',
      },
    ]);
  });

  it('orders the newest rate first with its index', async () => {
    await appendAll(ctx, [
      event(
        'taxe-4',
        'TaxeCreated',
        { id: '4', change: '41.00', cop_change: '0.008000' },
        metadata('2024-02-01T00:00:00.000Z', '1'),
      ),
    ]);
    await catchUp(ctx.knex, ctx.store, taxesProjection, 'rm');
    const newest = await rows(ctx.knex, `select id from rm.taxes order by created_at desc, id desc limit 1`);
    expect(newest).toEqual([{ id: '4' }]);
    const indexes = await rows(
      ctx.knex,
      `select indexname from pg_indexes where schemaname = 'rm' and tablename = 'taxes'`,
    );
    expect(indexes.map((index) => index.indexname)).toContain('taxes_newest');
  });

  it('given two rates of an earlier batch, when one batch creates a rate, updates one and deletes the other, then one statement writes them all', async () => {
    const fresh = await openTestContext('taxes_one_statement');
    try {
      await migrateReadModels(fresh.knex, 'rm', [taxesProjection]);
      const at = (minute: number) => metadata(`2024-03-01T00:0${minute}:00.000Z`, '1');
      await appendAll(fresh, [
        event('taxe-10', 'TaxeCreated', { id: '10', change: '40.00', cop_change: '0.008000' }, at(1)),
        event('taxe-11', 'TaxeCreated', { id: '11', change: '41.00', cop_change: '0.008100' }, at(2)),
      ]);
      await catchUp(fresh.knex, fresh.store, taxesProjection, 'rm');
      await appendAll(fresh, [
        event('taxe-12', 'TaxeCreated', { id: '12', change: '42.00', cop_change: '0.008200' }, at(3)),
        event(
          'taxe-10',
          'TaxeUpdated',
          { id: '10', change: '40.50', cop_change: '0.008050', previous: { change: '40.00', cop_change: '0.008000' } },
          at(4),
        ),
        event('taxe-11', 'TaxeDeleted', { id: '11' }, at(5)),
      ]);

      const sent: string[] = [];
      const listen = (query: { sql: string }) => sent.push(query.sql);
      fresh.knex.on('query', listen);
      await catchUp(fresh.knex, fresh.store, taxesProjection, 'rm').finally(() => fresh.knex.off('query', listen));

      expect(sent.filter((sql) => /\btaxes\b/.test(sql))).toHaveLength(1);
      const taxes = await rows(fresh.knex, `select id, change, cop_change, updated_at from rm.taxes order by id`);
      expect(taxes).toEqual([
        { id: '10', change: '40.50', cop_change: '0.008050', updated_at: new Date('2024-03-01T00:04:00.000Z') },
        { id: '12', change: '42.00', cop_change: '0.008200', updated_at: new Date('2024-03-01T00:03:00.000Z') },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
