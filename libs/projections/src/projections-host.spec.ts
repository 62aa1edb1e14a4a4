import { ALL_PROJECTIONS } from './all-projections';
import { readCheckpoints } from './checkpoints';
import { migrateReadModels } from './migrate-read-models';
import { ProjectionsHost } from './projections-host';
import { event, metadata, openTestContext, rows, TestContext } from './testing/fixtures.test';

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

  it('answers within a few ms of the last projection commit (in-process signal)', async () => {
    const delays: number[] = [];
    for (let id = 100; id < 120; id++) {
      const { streamId, ...rest } = newRate(id);
      const { position } = await ctx.store.append([{ streamId, expectedVersion: 'no_stream', events: [rest] }]);
      const started = Date.now();
      expect(await host.waitFor(position, 5000)).toBe(true);
      delays.push(Date.now() - started);
    }
    delays.sort((a, b) => a - b);
    console.log(delays.join(' '));
    // The median covers notification, read, four projection transactions and the signal.
    expect(delays[Math.floor(delays.length / 2)]).toBeLessThan(100);
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
});
