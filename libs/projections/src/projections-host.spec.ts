import { ALL_PROJECTIONS } from './all-projections';
import { readCheckpoints } from './checkpoints';
import { migrateReadModels } from './migrate-read-models';
import { Projection } from './projection';
import { ProjectionsHost } from './projections-host';
import { taxesProjection } from './taxes/taxes.projection';
import { event, metadata, openTestContext, rows, sleep, TestContext } from './testing/fixtures.test';

const newRate = (id: number) =>
  event(
    `taxe-${id}`,
    'TaxeCreated',
    { id: String(id), change: '36.50', cop_change: '0.009000' },
    metadata(new Date().toISOString(), null),
  );

describe('ProjectionsHost.waitFor', () => {
  let ctx: TestContext;
  let host: ProjectionsHost;

  beforeAll(async () => {
    ctx = await openTestContext('host');
    await migrateReadModels(ctx.knex, 'rm');
    host = new ProjectionsHost({ knex: ctx.knex, store: ctx.store, projections: ALL_PROJECTIONS, schema: 'rm' });
    await host.start();
  });
  afterAll(async () => {
    await host.stop();
    await ctx.close();
  });

  it('resolves true once every projection has passed the appended position, and the rows are there', async () => {
    for (let id = 1; id <= 5; id++) {
      const { streamId, ...rest } = newRate(id);
      const { position } = await ctx.store.append([{ streamId, expectedVersion: 'no_stream', events: [rest] }]);
      expect(await host.waitFor(position, 5000)).toBe(true);
      expect(await rows(ctx.knex, 'select id from rm.taxes where id = ?', [id])).toHaveLength(1);
      expect(await rows(ctx.knex, 'select id from rm.logs where id = ?', [position.position])).toHaveLength(1);
      const checkpoints = await readCheckpoints(ctx.knex, 'rm');
      expect(checkpoints).toHaveLength(ALL_PROJECTIONS.length);
    }
  });

  it('creates the deferred indexes (log search) once the runners have caught up', async () => {
    const searchIndexes = () =>
      rows(ctx.knex, `select indexname from pg_indexes where schemaname = 'rm' and indexname like 'logs_%_search'`);
    for (let tries = 0; (await searchIndexes()).length < 3 && tries < 100; tries++) await sleep(50);
    expect((await searchIndexes()).map((index) => index.indexname).sort()).toEqual([
      'logs_category_search',
      'logs_description_search',
      'logs_user_name_search',
    ]);
  });

  it('answers within a few ms of the last projection commit (in-process signal)', async () => {
    const sinceAppend: number[] = [];
    const sinceLastCommit: number[] = [];
    let lastCommit = 0n;
    const unsubscribe = host.runners.map((runner) =>
      runner.onProgress(() => {
        lastCommit = process.hrtime.bigint();
      }),
    );
    for (let id = 100; id < 120; id++) {
      const { streamId, ...rest } = newRate(id);
      const { position } = await ctx.store.append([{ streamId, expectedVersion: 'no_stream', events: [rest] }]);
      const started = process.hrtime.bigint();
      expect(await host.waitFor(position, 5000)).toBe(true);
      const answered = process.hrtime.bigint();
      sinceAppend.push(Number(answered - started) / 1e6);
      sinceLastCommit.push(Number(answered - lastCommit) / 1e6);
    }
    unsubscribe.forEach((stop) => stop());
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Append -> notification -> four projection transactions -> answer.
    expect(median(sinceAppend)).toBeLessThan(100);
    // The last commit -> answer: no polling in between. The fallback poll waits 500 ms; the bound
    // leaves a loaded machine room (a CI run under load once took 8 ms, against 5 asked).
    expect(median(sinceLastCommit)).toBeLessThan(50);
  });

  it('resolves false when the position is not reached in time', async () => {
    const started = Date.now();
    expect(await host.waitFor({ commit: '999999999', position: '1' }, 300)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('also works when the runners are in another process (LISTEN projection_progress)', async () => {
    const observer = new ProjectionsHost({
      knex: ctx.openKnex('observer'),
      store: ctx.store,
      projections: ALL_PROJECTIONS,
      runRunners: false,
    });
    await observer.start();
    try {
      const { streamId, ...rest } = newRate(500);
      const { position } = await ctx.store.append([{ streamId, expectedVersion: 'no_stream', events: [rest] }]);
      const started = Date.now();
      expect(await observer.waitFor(position, 5000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await rows(ctx.knex, 'select id from rm.taxes where id = 500')).toHaveLength(1);
      expect(await observer.waitFor({ commit: '999999999', position: '1' }, 200)).toBe(false);
    } finally {
      await observer.stop();
    }
  });

  it('in another process, waits only for the read models the appended events change', async () => {
    // A read model of other events whose runner runs nowhere: its checkpoint never moves.
    const elsewhere: Projection = {
      name: 'not_about_rates',
      version: 1,
      tables: [],
      handles: ['ProductCreated'],
      createTables: async () => undefined,
      apply: async () => undefined,
    };
    const observer = new ProjectionsHost({
      knex: ctx.openKnex('concerned'),
      store: ctx.store,
      projections: [taxesProjection, elsewhere],
      schema: 'rm',
      runRunners: false,
    });
    await observer.start();
    try {
      expect(observer.concernedBy(['TaxeCreated'])).toEqual(['taxes']);
      expect(observer.concernedBy(['ProductCreated', 'TaxeDeleted'])).toEqual(['taxes', 'not_about_rates']);
      expect(observer.concernedBy(['ClientCreated'])).toEqual([]);
      const { streamId, ...rest } = newRate(600);
      const { position } = await ctx.store.append([{ streamId, expectedVersion: 'no_stream', events: [rest] }]);
      expect(await observer.waitFor(position, 5000, observer.concernedBy(['TaxeCreated']))).toBe(true);
      expect(await rows(ctx.knex, 'select id from rm.taxes where id = 600')).toHaveLength(1);
      // Every read model, the one no runner moves among them, is never reached.
      expect(await observer.waitFor(position, 300)).toBe(false);
    } finally {
      await observer.stop();
    }
  });

  it('counts a read model of every event among those any event changes', () => {
    const everything: Projection = { ...taxesProjection, name: 'everything', handles: undefined };
    const reader = new ProjectionsHost({
      knex: ctx.knex,
      store: ctx.store,
      projections: [taxesProjection, everything],
      runRunners: false,
    });
    expect(reader.concernedBy(['ClientCreated'])).toEqual(['everything']);
    expect(reader.concernedBy(['TaxeUpdated'])).toEqual(['taxes', 'everything']);
  });
});
