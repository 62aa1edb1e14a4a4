/**
 * An older runner that finds its read model upgraded under it (another process swapped in a newer
 * version) stops that projection with a clear line, and its host says it should not serve.
 */
import { readCheckpoint } from './checkpoints';
import { migrateReadModels } from './migrate-read-models';
import { ProjectionsHost } from './projections-host';
import { appendAll, event, metadata, openTestContext, sleep, TestContext } from './testing/fixtures.test';
import { positionLogProjection } from './testing/position-log.projection.test';

const at = '2024-01-01T00:00:00.000Z';
const tick = (i: number) => event(`tick-${i % 3}`, 'Tick', { i }, metadata(at));

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('La condición no se cumplió a tiempo');
    await sleep(20);
  }
}

describe('a runner older than its read model', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await openTestContext('newer');
  });
  afterEach(() => ctx.close());

  const hostOf = (projection = positionLogProjection(), logs: string[] = []) =>
    new ProjectionsHost({
      knex: ctx.openKnex('old'),
      store: ctx.store,
      projections: [projection],
      log: (m) => logs.push(m),
    });

  it('given a version 1 runner following, when another process moves its checkpoint to version 2, then it stops, says why in Spanish and English, lets the lock go, and the host cannot serve', async () => {
    const logs: string[] = [];
    await migrateReadModels(ctx.knex, 'rm', [positionLogProjection()]);
    const host = hostOf(undefined, logs);
    await host.start();
    try {
      const first = await appendAll(ctx, [tick(1)]);
      expect(await host.waitFor(first[0].position, 5000)).toBe(true);
      expect(host.canServe).toBe(true);

      await ctx.knex.raw(`update rm.projection_checkpoints set version = 2 where name = 'position_log'`);
      await appendAll(ctx, [tick(2)]);

      await until(() => !host.canServe);
      expect(host.outdatedProjections()).toEqual(['position_log']);
      const runner = host.runners[0];
      expect(runner.stoppedByNewerVersion).toMatchObject({ storedVersion: 2, codeVersion: 1 });
      await until(() => !runner.holdsLock);
      expect(logs).toEqual([
        expect.stringMatching(
          /^Se detiene la proyección rm\.position_log: otro proceso la actualizó a la versión 2 y este programa es la 1.*\(Stopping projection rm\.position_log: another process upgraded it to version 2, newer than this code's 1/,
        ),
      ]);
      // The second event was not written into the tables of version 2.
      expect((await ctx.knex('rm.seen').count({ n: '*' }))[0].n).toBe('1');
      runner.start();
      await sleep(100);
      expect(runner.holdsLock).toBe(false);
    } finally {
      await host.stop();
    }
  });

  it('given a checkpoint of an older version (this code is newer and not migrated yet), when a runner starts, then it waits and retries instead of stopping', async () => {
    const logs: string[] = [];
    await migrateReadModels(ctx.knex, 'rm', [positionLogProjection()]);
    await ctx.knex.raw(`update rm.projection_checkpoints set version = 0 where name = 'position_log'`);
    const host = hostOf(undefined, logs);
    await host.start();
    try {
      await until(() => logs.length > 0);
      expect(host.canServe).toBe(true);
      expect(logs[0]).toContain('se reintenta tras un error');
      expect((await readCheckpoint(ctx.knex, 'rm', 'position_log'))?.version).toBe(0);
    } finally {
      await host.stop();
    }
  });

  it('given a process whose runners live elsewhere, when its read model is upgraded, then the host names it when asked', async () => {
    await migrateReadModels(ctx.knex, 'rm', [positionLogProjection()]);
    const host = new ProjectionsHost({
      knex: ctx.openKnex('watcher'),
      store: ctx.store,
      projections: [positionLogProjection()],
      runRunners: false,
    });
    await host.start();
    try {
      expect(await host.newerReadModels()).toEqual([]);
      await ctx.knex.raw(`update rm.projection_checkpoints set version = 2 where name = 'position_log'`);
      expect(await host.newerReadModels()).toEqual(['position_log']);
    } finally {
      await host.stop();
    }
  });
});
