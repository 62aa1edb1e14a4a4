/** A WriteSet sends a batch's writes to several tables as one statement, with the rows each would write alone. */
import { Knex } from 'knex';
import { openTestContext, TestContext } from './testing/fixtures.test';
import { insertRows } from './bulk-insert';
import { carryingWrites, WriteSet } from './write-set';

describe('WriteSet', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('write_set');
    await ctx.knex.raw('create table totals (id int primary key, amount int not null)');
    await ctx.knex.raw('create table moves (id int primary key, total_id int not null, amount int not null)');
    await ctx.knex.raw('insert into totals values (1, 10), (3, 1)');
  });
  afterAll(() => ctx.close());

  /** The statements `work` sends in a transaction of its own, BEGIN and COMMIT left out. */
  async function sentBy(work: (trx: Knex.Transaction) => Promise<void>): Promise<string[]> {
    const sent: string[] = [];
    const listen = (query: { sql: string }) => sent.push(query.sql);
    ctx.knex.on('query', listen);
    try {
      await ctx.knex.transaction(work);
    } finally {
      ctx.knex.off('query', listen);
    }
    return sent.filter((sql) => !/^(begin|commit)/i.test(sql));
  }

  it('given inserts and an upsert into two tables, when flushed, then one statement writes them all', async () => {
    const sent = await sentBy(async (trx) => {
      const writes = new WriteSet();
      await insertRows(
        writes,
        'totals',
        [
          { name: 'id', type: 'int', values: [1, 2] },
          { name: 'amount', type: 'int', values: [5, 7] },
        ],
        'on conflict (id) do update set amount = totals.amount + excluded.amount',
      );
      await insertRows(writes, 'moves', [
        { name: 'id', type: 'int', values: [1, 2] },
        { name: 'total_id', type: 'int', values: [1, 2] },
        { name: 'amount', type: 'int', values: [5, 7] },
      ]);
      writes.add('update totals set amount = amount * ? where id = ?', [3, 3]);
      expect(writes.size).toBe(3);
      await writes.flush(trx);
      expect(writes.size).toBe(0);
    });
    expect(sent).toHaveLength(1);
    const totals = await ctx.knex.raw('select id, amount from totals order by id');
    expect(totals.rows).toEqual([
      { id: 1, amount: 15 },
      { id: 2, amount: 7 },
      { id: 3, amount: 3 },
    ]);
    const moves = await ctx.knex.raw('select id, total_id, amount from moves order by id');
    expect(moves.rows).toEqual([
      { id: 1, total_id: 1, amount: 5 },
      { id: 2, total_id: 2, amount: 7 },
    ]);
  });

  it('given one write, when flushed, then it is sent as it is; given none, nothing is sent', async () => {
    const sent = await sentBy(async (trx) => {
      const writes = new WriteSet();
      await writes.flush(trx);
      writes.add('update totals set amount = ? where id = ?', [40, 2]);
      await writes.flush(trx);
    });
    expect(sent).toEqual(['update totals set amount = $1 where id = $2']);
    expect((await ctx.knex.raw('select amount from totals where id = 2')).rows).toEqual([{ amount: 40 }]);
  });

  it("given projections committed together, when one's last writes wait, then they go out with the next one's writes, and what waits at the end is sent then", async () => {
    const sent = await sentBy((trx) =>
      carryingWrites(trx, async () => {
        const stock = new WriteSet();
        stock.add('update totals set amount = ? where id = ?', [100, 1]);
        await stock.flush(trx, { last: true });
        // A read of another projection's own tables meanwhile is not held up by the waiting write.
        await trx.raw('select count(*) from moves');
        const orders = new WriteSet();
        orders.add('update totals set amount = ? where id = ?', [200, 2]);
        await orders.flush(trx);
        const log = new WriteSet();
        log.add('update totals set amount = ? where id = ?', [300, 3]);
        await log.flush(trx, { last: true });
      }),
    );
    expect(sent).toEqual([
      'select count(*) from moves',
      'with w0 as (update totals set amount = $1 where id = $2), w1 as (update totals set amount = $3 where id = $4) select 1',
      'update totals set amount = $1 where id = $2',
    ]);
    expect((await ctx.knex.raw('select id, amount from totals where id <= 3 order by id')).rows).toEqual([
      { id: 1, amount: 100 },
      { id: 2, amount: 200 },
      { id: 3, amount: 300 },
    ]);
  });

  it('given projections applied side by side, when one sends writes that do not wait while another reads in the same turn, then the read goes first', async () => {
    const sent = await sentBy((trx) =>
      carryingWrites(
        trx,
        async () => {
          const orders = async () => {
            const writes = new WriteSet();
            writes.add('update totals set amount = ? where id = ?', [500, 1]);
            await writes.flush(trx);
          };
          // The log's read: what it computes waits for it, and it computes while the orders are written.
          const log = () => trx.raw('select count(*) from moves');
          await Promise.all([orders(), log()]);
        },
        { sideBySide: true },
      ),
    );
    expect(sent).toEqual(['select count(*) from moves', 'update totals set amount = $1 where id = $2']);
    expect((await ctx.knex.raw('select amount from totals where id = 1')).rows).toEqual([{ amount: 500 }]);
  });

  it("given projections applied side by side, when one flushes its last writes, then they go out then, before the others' next statement", async () => {
    const sent = await sentBy((trx) =>
      carryingWrites(
        trx,
        async () => {
          const rates = new WriteSet();
          rates.add('update totals set amount = ? where id = ?', [600, 2]);
          await rates.flush(trx, { last: true });
          await trx.raw('select count(*) from moves');
        },
        { sideBySide: true },
      ),
    );
    expect(sent).toEqual(['update totals set amount = $1 where id = $2', 'select count(*) from moves']);
    expect((await ctx.knex.raw('select amount from totals where id = 2')).rows).toEqual([{ amount: 600 }]);
  });

  it('given no shared commit, when the last writes are flushed, then they are sent at once', async () => {
    const sent = await sentBy(async (trx) => {
      const writes = new WriteSet();
      writes.add('update totals set amount = ? where id = ?', [41, 2]);
      await writes.flush(trx, { last: true });
      expect((await trx.raw('select amount from totals where id = 2')).rows).toEqual([{ amount: 41 }]);
    });
    expect(sent).toHaveLength(2);
  });
});
