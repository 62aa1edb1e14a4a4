import { AppendResult, comparePositions, Position, StreamAppend } from '@bo/event-store';
import { ALL_PROJECTIONS } from './all-projections';
import { migrateReadModels } from './migrate-read-models';
import { Projection } from './projection';
import { ProjectionsHost } from './projections-host';
import { verifyProjections } from './verify-projections';
import { metadata, openTestContext, rows, sleep, TestContext } from './testing/fixtures.test';

const CRASHES = 20;
const MAX_SURVIVORS = 2;

/** The real projections, with a pause after writing and before the commit: a kill lands mid-batch. */
const slowProjections: Projection[] = ALL_PROJECTIONS.map((projection) => ({
  ...projection,
  async apply(events, trx) {
    await projection.apply(events, trx);
    await sleep(Math.random() * 15);
  },
}));

/** Appends a mix of rate and user events over many streams until told to stop. */
function startWriter(ctx: TestContext, writer: number) {
  let writing = true;
  let last: Position | null = null;
  let appended = 0;
  let commands = 0;
  const taxes: { id: string; change: string; cop: string }[] = [];
  const done = (async () => {
    for (let i = 1; writing; i++) {
      const id = String(writer * 1_000_000 + i);
      const meta = metadata(
        new Date(Date.UTC(2024, 0, 1, 0, 0, i)).toISOString(),
        i % 4 === 0 ? null : String(writer * 1_000_000 + 1),
      );
      const appends: StreamAppend[] = [];
      const roll = i % 10;
      if (i === 1 || roll === 0) {
        const user = {
          id,
          first_name: `Nombre${id}`,
          last_name: `Apellido${writer}`,
          email: `u${id}@example.com`,
          role: 'sales',
          password_hash: 'h',
          owner: false,
        };
        appends.push({
          streamId: `user-${id}`,
          expectedVersion: 'no_stream',
          events: [{ type: 'UserRegistered', data: user, metadata: meta }],
        });
      } else if (roll < 5 || taxes.length < 3) {
        // Sometimes two new rates in one atomic append.
        for (const suffix of roll === 4 ? ['1', '2'] : ['0']) {
          const taxe = {
            id: `${id}${suffix}`,
            change: `${30 + (i % 50)}.${String(i % 100).padStart(2, '0')}`,
            cop: '0.009000',
          };
          taxes.push(taxe);
          appends.push({
            streamId: `taxe-${taxe.id}`,
            expectedVersion: 'no_stream',
            events: [
              { type: 'TaxeCreated', data: { id: taxe.id, change: taxe.change, cop_change: taxe.cop }, metadata: meta },
            ],
          });
        }
      } else if (roll < 9) {
        const taxe = taxes[i % taxes.length];
        const change = `${40 + (i % 30)}.50`;
        const data = {
          id: taxe.id,
          change,
          cop_change: '0.008500',
          previous: { change: taxe.change, cop_change: taxe.cop },
        };
        Object.assign(taxe, { change, cop: '0.008500' });
        appends.push({
          streamId: `taxe-${taxe.id}`,
          expectedVersion: 'any',
          events: [{ type: 'TaxeUpdated', data, metadata: meta }],
        });
      } else {
        const taxe = taxes.splice(i % taxes.length, 1)[0];
        appends.push({
          streamId: `taxe-${taxe.id}`,
          expectedVersion: 'any',
          events: [{ type: 'TaxeDeleted', data: { id: taxe.id }, metadata: meta }],
        });
      }
      const result: AppendResult = await ctx.store.append(appends);
      appended += appends.reduce((sum, append) => sum + append.events.length, 0);
      commands += 1;
      last = result.position;
    }
  })();
  return {
    async stop() {
      writing = false;
      await done;
      return { last, appended, commands };
    },
  };
}

describe('crash safety', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('crash');
    await migrateReadModels(ctx.knex, 'rm');
  });
  afterAll(() => ctx.close());

  it('loses and doubles no event while the runners are killed mid-batch again and again', async () => {
    const writers = [startWriter(ctx, 1), startWriter(ctx, 2)];
    const hosts: ProjectionsHost[] = [];
    const stopping: Promise<void>[] = [];
    // The runners that survived their crash, oldest first. Each holds a pool and a dedicated
    // connection per projection (its lock, its watcher): at most MAX_SURVIVORS stay, so the test
    // keeps well under PostgreSQL's 100 connections beside another suite's server.
    const survivors: ProjectionsHost[] = [];
    let killedInTransaction = 0;
    for (let crash = 0; crash < CRASHES; crash++) {
      const name = `crash_runner_${crash}`;
      const host = new ProjectionsHost({
        knex: ctx.openKnex(name),
        store: ctx.store,
        // Slow batches make kills land while rows are written; fast ones, around the commits.
        projections: crash % 2 === 0 ? slowProjections : ALL_PROJECTIONS,
        batchSize: 5 + Math.floor(Math.random() * 100),
        log: () => undefined,
      });
      hosts.push(host);
      await host.start();
      await sleep(20 + Math.random() * 200);
      const killed = await rows<{ in_transaction: boolean }>(
        ctx.knex,
        `select xact_start is not null as in_transaction, pg_terminate_backend(pid)
         from pg_stat_activity where application_name like 'crash_runner_%' and datname = current_database()`,
      );
      killedInTransaction += killed.filter((backend) => backend.in_transaction).length;
      // Every runner alive loses its connections. Two crashes in three the newest process is gone
      // (abandoned); the third time it survives, reconnects and competes for the locks with the next one.
      if (crash % 3 !== 0) stopping.push(host.stop());
      else if (survivors.push(host) > MAX_SURVIVORS) stopping.push(survivors.shift()!.stop());
      // Events pile up meanwhile, so the next runners start with a backlog to catch up.
      await sleep(Math.random() * 150);
    }
    const written = await Promise.all(writers.map((writer) => writer.stop()));
    const end = written
      .map((result) => result.last as Position)
      .reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));

    const survivor = new ProjectionsHost({
      knex: ctx.openKnex('survivor'),
      store: ctx.store,
      projections: ALL_PROJECTIONS,
    });
    hosts.push(survivor);
    await survivor.start();
    expect(await survivor.waitFor(end, 30_000)).toBe(true);
    await Promise.all([...stopping, ...hosts.map((host) => host.stop())]);

    expect(killedInTransaction).toBeGreaterThanOrEqual(5);
    const events = await rows<{ count: string }>(ctx.knex, 'select count(*) from events');
    expect(Number(events[0].count)).toBe(written.reduce((sum, result) => sum + result.appended, 0));
    // One log row per append (a command: one transaction, one request), numbered by its first event.
    const commands = `select min(global_position) as id from events group by transaction_id, metadata->>'correlation_id'`;
    const appends = await rows<{ count: string }>(ctx.knex, `select count(*) from (${commands}) c`);
    expect(Number(appends[0].count)).toBe(written.reduce((sum, result) => sum + result.commands, 0));
    const logs = await rows<{ count: string; distinct_ids: string }>(
      ctx.knex,
      'select count(*), count(distinct id) as distinct_ids from rm.logs',
    );
    expect(logs[0]).toEqual({ count: appends[0].count, distinct_ids: appends[0].count });
    const mismatched = await rows(
      ctx.knex,
      `(${commands} except select id from rm.logs) union all (select id from rm.logs except (${commands}))`,
    );
    expect(mismatched).toEqual([]);
    expect(await verifyProjections(ctx.knex, ctx.store)).toEqual({ ok: true, differences: [] });
    console.log(
      `${events[0].count} eventos, ${CRASHES} caídas, ${killedInTransaction} conexiones cortadas en plena transacción`,
    );
  }, 90_000);
});
