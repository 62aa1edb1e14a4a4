/**
 * Migrating the read models after a projection's version changed: its tables are rebuilt, and the
 * tables its earlier versions had and this one no longer has are dropped, not left behind.
 */
import { ALL_PROJECTIONS } from './all-projections';
import { activityLogProjection } from './activity-log/activity-log.projection';
import { migrateReadModels } from './migrate-read-models';
import { openTestContext, rows, TestContext } from './testing/fixtures.test';

const tablesOf = async (ctx: TestContext) =>
  (
    await rows<{ table_name: string }>(
      ctx.knex,
      `select table_name from information_schema.tables where table_schema = 'rm' order by table_name`,
    )
  ).map((row) => row.table_name);

describe('migrateReadModels', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('migrate');
  });
  afterAll(async () => ctx.close());

  it('given the activity log of version 5 (log_users), when migrated, then log_users is gone and log_names is there', async () => {
    await migrateReadModels(ctx.knex, 'rm', ALL_PROJECTIONS);
    await ctx.knex.raw(`create table rm.log_users (id text primary key, name text not null)`);
    await ctx.knex.raw(`update rm.projection_checkpoints set version = 5 where name = ?`, [activityLogProjection.name]);

    const rebuilt = await migrateReadModels(ctx.knex, 'rm', ALL_PROJECTIONS);

    expect(rebuilt).toEqual([activityLogProjection.name]);
    const tables = await tablesOf(ctx);
    expect(tables).not.toContain('log_users');
    expect(tables).toEqual(expect.arrayContaining(['logs', 'log_names', 'log_orders', 'log_open_command']));
  });
});
