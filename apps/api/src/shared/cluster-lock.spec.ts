/**
 * The fiscal stream's commands take their turn across processes (cluster-lock.ts): given two
 * processes (two ClusterLocks, each on its own pool of one database), when their commands on the
 * stream run at once, then one runs after the other; other streams never wait; a turn not given
 * within the timeout is a 409 with nothing run; a command that fails gives its turn back.
 */
import knexFactory, { Knex } from 'knex';
import { FISCAL_STREAM } from '@bo/domain';
import { createTestDatabase, TestDatabase } from '../../../../test/support/database';
import { ClusterLock } from './cluster-lock';
import { ConcurrencyConflictError } from './concurrency-conflict.error';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ClusterLock: the fiscal stream taken in turns across processes', () => {
  let database: TestDatabase;
  const pools: Knex[] = [];
  let first: ClusterLock;
  let second: ClusterLock;

  const newProcess = () => {
    const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
    pools.push(knex);
    return new ClusterLock(knex);
  };

  /** A command's work that notes when it starts and ends. */
  const noted =
    (log: string[], name: string, ms = 100, started?: () => void) =>
    async () => {
      log.push(`${name} starts`);
      started?.();
      await pause(ms);
      log.push(`${name} ends`);
      return name;
    };

  /**
   * A command's work that also says when it runs, so the other process asks for the turn only
   * once this one holds it (a fixed pause raced the first connection's opening on a loaded CI).
   */
  const holding = (log: string[], name: string, ms = 100) => {
    let signal!: () => void;
    const running = new Promise<void>((resolve) => (signal = resolve));
    return { work: noted(log, name, ms, signal), running };
  };

  beforeAll(async () => {
    database = await createTestDatabase('cluster_lock');
    first = newProcess();
    second = newProcess();
  });

  afterAll(async () => {
    await Promise.all(pools.map((knex) => knex.destroy()));
    await database.drop();
  });

  it("runs two processes' commands on the fiscal stream one after the other", async () => {
    const log: string[] = [];
    const a = holding(log, 'a');
    const answers = await Promise.all([
      first.around([FISCAL_STREAM, 'order-1'], a.work),
      a.running.then(() => second.around([FISCAL_STREAM, 'order-2'], noted(log, 'b'))),
    ]);
    expect(answers).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('lets commands on other streams run side by side', async () => {
    const log: string[] = [];
    await Promise.all([
      first.around(['stock-1-1'], noted(log, 'a')),
      pause(20).then(() => second.around(['stock-1-1'], noted(log, 'b'))),
    ]);
    expect(log).toEqual(['a starts', 'b starts', 'a ends', 'b ends']);
  });

  it('refuses a command whose turn is not given within the timeout, without running it', async () => {
    second.turnTimeoutMs = 200;
    const ran: string[] = [];
    try {
      const holder = holding(ran, 'holder', 1000);
      const held = first.around([FISCAL_STREAM], holder.work);
      await holder.running;
      await expect(second.around([FISCAL_STREAM], noted(ran, 'waiter'))).rejects.toBeInstanceOf(
        ConcurrencyConflictError,
      );
      await held;
      expect(ran).toEqual(['holder starts', 'holder ends']);
    } finally {
      second.turnTimeoutMs = 15000;
    }
  });

  it('gives the turn back when a command fails', async () => {
    second.turnTimeoutMs = 1000;
    try {
      await expect(
        first.around([FISCAL_STREAM], async () => {
          throw new Error('la venta no se pudo facturar');
        }),
      ).rejects.toThrow('la venta no se pudo facturar');
      await expect(second.around([FISCAL_STREAM], async () => 'issued')).resolves.toBe('issued');
    } finally {
      second.turnTimeoutMs = 15000;
    }
  });
});
