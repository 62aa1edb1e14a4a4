/**
 * A prepared statement is parsed once per connection and still finds the tables a reset dropped
 * and created again, and those of the schema the transaction points at (a rebuild's scratch schema).
 */
import { openTestContext, TestContext } from './testing/fixtures.test';
import { prepared, statementName } from './prepared';

describe('prepared statements', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('prepared');
    for (const schema of ['live', 'scratch']) {
      await ctx.knex.raw(`create schema ${schema}`);
      await ctx.knex.raw(`create table ${schema}.rates (id int primary key, change text not null)`);
      await ctx.knex.raw(`insert into ${schema}.rates values (1, '${schema}')`);
    }
  });
  afterAll(() => ctx.close());

  const READ = 'select change from rates where id = ?';

  it('names a text by its content: the same text one name, another text another', () => {
    expect(statementName(READ)).toBe(statementName(`${READ}`));
    expect(statementName(READ)).not.toBe(statementName('select change from rates where id = ? + 0'));
    expect(statementName(READ).length).toBeLessThan(64);
  });

  it('given a statement run twice on one connection, then it is prepared there once and answers both times', async () => {
    await ctx.knex.transaction(async (trx) => {
      await trx.raw('set local search_path to live');
      const first = await prepared(trx, READ, [1]);
      const second = await prepared(trx, READ, [1]);
      expect([first.rows, second.rows]).toEqual([[{ change: 'live' }], [{ change: 'live' }]]);
      const kept = await trx.raw('select count(*)::int as n from pg_prepared_statements where name = ?', [
        statementName(READ),
      ]);
      expect(kept.rows[0].n).toBe(1);
    });
  });

  it('given the search path moved to another schema, then the same statement reads that schema', async () => {
    await ctx.knex.transaction(async (trx) => {
      await trx.raw('set local search_path to live');
      expect((await prepared(trx, READ, [1])).rows).toEqual([{ change: 'live' }]);
      await trx.raw('set local search_path to scratch');
      expect((await prepared(trx, READ, [1])).rows).toEqual([{ change: 'scratch' }]);
    });
  });

  it('given its table dropped and created again (a reset), then the statement reads the new table', async () => {
    await ctx.knex.transaction(async (trx) => {
      await trx.raw('set local search_path to live');
      expect((await prepared(trx, READ, [1])).rows).toEqual([{ change: 'live' }]);
      await trx.raw('drop table rates');
      await trx.raw('create table rates (change text not null, id int primary key)');
      await trx.raw(`insert into rates values ('again', 1)`);
      expect((await prepared(trx, READ, [1])).rows).toEqual([{ change: 'again' }]);
    });
  });
});
