import { ALL_PROJECTIONS } from './all-projections';
import { catchUp } from './catch-up';
import { compareTable } from './compare-tables';
import { migrateReadModels } from './migrate-read-models';
import { appendAll, event, metadata, openTestContext, TestContext } from './testing/fixtures.test';
import { sampleHistory } from './testing/sample-history.test';

describe('every projection', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('all_projections');
  });
  afterAll(() => ctx.close());

  it('gives the same rows whatever the batch boundaries (one by one or all at once)', async () => {
    const moreRateChanges = [1, 2, 3].map((step) =>
      event(
        'taxe-2',
        'TaxeUpdated',
        {
          id: '2',
          change: `${37 + step}.00`,
          cop_change: '0.008900',
          previous: { change: '37.10', cop_change: '0.008900' },
        },
        metadata(`2024-01-16T00:0${step}:00.000Z`, '2'),
      ),
    );
    await appendAll(ctx, [...sampleHistory(), ...moreRateChanges]);
    await migrateReadModels(ctx.knex, 'one_by_one');
    await migrateReadModels(ctx.knex, 'all_at_once');
    for (const projection of ALL_PROJECTIONS) {
      await catchUp(ctx.knex, ctx.store, projection, 'one_by_one', { batchSize: 1 });
      await catchUp(ctx.knex, ctx.store, projection, 'all_at_once', { batchSize: 1000 });
      for (const table of projection.tables) {
        expect(await compareTable(ctx.knex, table, 'one_by_one', 'all_at_once')).toEqual([]);
      }
    }
  });

  it('migrating twice changes nothing; a new version replays from the start', async () => {
    expect(await migrateReadModels(ctx.knex, 'twice')).toEqual(ALL_PROJECTIONS.map((projection) => projection.name));
    expect(await migrateReadModels(ctx.knex, 'twice')).toEqual([]);
    const bumped = ALL_PROJECTIONS.map((projection) =>
      projection.name === 'taxes' ? { ...projection, version: projection.version + 1 } : projection,
    );
    expect(await migrateReadModels(ctx.knex, 'twice', bumped)).toEqual(['taxes']);
  });

  it('two processes can migrate at the same time', async () => {
    const other = ctx.openKnex('other_process');
    const results = await Promise.all([
      migrateReadModels(ctx.knex, 'concurrent'),
      migrateReadModels(other, 'concurrent'),
    ]);
    expect(results.flat().sort()).toEqual(ALL_PROJECTIONS.map((projection) => projection.name).sort());
  });
});
