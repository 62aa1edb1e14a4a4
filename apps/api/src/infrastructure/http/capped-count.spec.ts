import knexFactory, { Knex } from 'knex';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/database';
import { cappedCount, EXACT_TOTAL_CAP } from './list-params';

describe('a search total: exact up to the cap, estimated above it', () => {
  let database: TestDatabase;
  let knex: Knex;
  /** The numbers 1..n that a filter keeps, as a list's filtered query. */
  const numbers = (n: number) => knex.from(knex.raw('generate_series(1, ?::int) as g', [n])).select('g');

  beforeAll(async () => {
    database = await createTestDatabase('capped_count');
    knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  });

  afterAll(async () => {
    await knex.destroy();
    await database.drop();
  });

  it('counts exactly up to the cap', async () => {
    expect(EXACT_TOTAL_CAP).toBe(1000);
    expect(await cappedCount(knex, numbers(0))).toBe(0);
    expect(await cappedCount(knex, numbers(1000))).toBe(1000);
    expect(await cappedCount(knex, numbers(2000).whereRaw('g > 1000'))).toBe(1000);
  });

  it("answers the planner's estimate above the cap, never less than the cap plus one", async () => {
    // PostgreSQL estimates a generate_series exactly, and a filter on it as a third of its rows.
    expect(await cappedCount(knex, numbers(50_000))).toBe(50_000);
    expect(await cappedCount(knex, numbers(1500).whereRaw('g > 100'))).toBe(1001);
  });
});
