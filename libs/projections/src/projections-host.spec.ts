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

/** Longer than any wait in these tests: what they see comes from the signals, never from the poll. */
const FALLBACK_POLL_MS = 60_000;

describe('ProjectionsHost.waitFor', () => {
  let ctx: TestContext;
  let host: ProjectionsHost;

  beforeAll(async () => {
    ctx = await openTestContext('host');
    await migrateReadModels(ctx.knex, 'rm');
    host = new ProjectionsHost({
      knex: ctx.knex,
      store: ctx.store,
      projections: ALL_PROJECTIONS,
      schema: 'rm',
      pollIntervalMs: FALLBACK_POLL_MS,
    });
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

  it('answers on the in-process signal of the last projection commit, not on the fallback poll', async () => {
    // This host's fallback poll comes only after a minute (FALLBACK_POLL_MS) and each wait below may
    // take 5 s at most: only the wake-ups (the store's notification, then each runner's commit) answer it.
    for (let id = 100; id < 110; id++) {
      const { streamId, ...rest } = newRate(id);
      const { position } = await ctx.store.append([{ streamId, expectedVersion: 'no_stream', events: [rest] }]);
      expect(await host.waitFor(position, 5000)).toBe(true);
      expect(await rows(ctx.knex, 'select id from rm.taxes where id = ?', [id])).toHaveLength(1);
    }
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
      // As a command waits: for the read models its events change (the others move their
      // checkpoints once idle, at the fallback poll).
      expect(await observer.waitFor(position, 5000, observer.concernedBy(['TaxeCreated']))).toBe(true);
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
