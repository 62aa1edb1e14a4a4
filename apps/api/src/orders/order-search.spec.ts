/**
 * The orders list's search answers what a plain query answers, whichever way it finds the rows
 * (among the newest orders, by the trigram index, or walking by date): given orders whose terms
 * are common, rare, or only in old orders, with a small probe so every path is taken.
 */
import knexFactory, { Knex } from 'knex';
import { createTestDatabase, TestDatabase } from '../../../../test/support/database';
import { OrderSearch, OrderSearchTuning, searchOrders } from './order-search';

const ORDERS = 3000;
const TUNING: OrderSearchTuning = { probeRows: 200, rareMatches: 50, cap: 100 };

describe('the orders search: the same rows and total as a plain query, whichever path it takes', () => {
  let database: TestDatabase;
  let knex: Knex;

  beforeAll(async () => {
    database = await createTestDatabase('order_search');
    knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
    await knex.raw('create extension if not exists pg_trgm');
    await knex.raw('create schema rm');
    await knex.raw(`create table rm.orders (id bigint primary key, date date not null, order_state text not null,
      search text not null)`);
    // Order n is dated n/3 days after 2024-01-01 (several a day, so the id breaks ties). Every one
    // says 'común'; one in ten 'medio'; the 300 oldest 'antiguo'; five scattered ones 'raro'.
    await knex.raw(
      `insert into rm.orders
       select n, date '2024-01-01' + n / 3, (array['request', 'delivery', 'estimate'])[n % 3 + 1],
         'común ' || n || case when n % 10 = 0 then ' medio' else '' end
           || case when n <= 300 then ' antiguo' else '' end
           || case when n in (7, 901, 1502, 2203, 2999) then ' raro' else '' end
           || case when n % 40 = 0 then ' cuarenta' else '' end
       from generate_series(1, ?::int) n`,
      [ORDERS],
    );
    // A state with fewer orders than the probe walks: its walk sees them all.
    await knex.raw(
      `insert into rm.orders select ? + n, date '2024-01-01' + n, 'finish', 'común ' || n
       from generate_series(1, 150) n`,
      [ORDERS],
    );
    await knex.raw('create index orders_by_date on rm.orders (date desc, id desc) include (order_state, search)');
    await knex.raw('create index orders_by_state on rm.orders (order_state, date desc, id desc) include (search)');
    await knex.raw('create index orders_search on rm.orders using gin (search gin_trgm_ops)');
    await knex.raw('analyze rm.orders');
  });

  afterAll(async () => {
    await knex.destroy();
    await database.drop();
  });

  /** What a plain query answers: the page's ids in order, and how many match. */
  async function plain(search: Omit<OrderSearch, 'inStates'>) {
    const base = knex('rm.orders').whereRaw('search like ?', [search.pattern]);
    if (search.states) base.whereIn('order_state', search.states);
    const ids = (await base
      .clone()
      .select(knex.raw('id::text as id'))
      .orderBy([
        { column: 'date', order: search.order },
        { column: 'id', order: search.order },
      ])
      .offset(search.offset)
      .limit(search.limit)) as { id: string }[];
    const [{ total }] = (await base.clone().count({ total: '*' })) as { total: string }[];
    return { ids: ids.map((row) => row.id), total: Number(total) };
  }

  async function inStates(states: string[] | null): Promise<number> {
    const query = knex('rm.orders').count({ n: '*' });
    if (states) query.whereIn('order_state', states);
    const [{ n }] = (await query) as { n: string }[];
    return Number(n);
  }

  const cases: [string, Omit<OrderSearch, 'inStates'>][] = [
    [
      'a common term, its page among the newest',
      { pattern: '%común%', states: null, order: 'desc', offset: 0, limit: 25 },
    ],
    [
      'a common term in one state, oldest first',
      { pattern: '%común%', states: ['estimate'], order: 'asc', offset: 50, limit: 25 },
    ],
    [
      'a medium term past the newest (walked by date)',
      { pattern: '%medio%', states: null, order: 'desc', offset: 40, limit: 25 },
    ],
    [
      'a page that starts among the newest and ends past them',
      { pattern: '%medio%', states: null, order: 'desc', offset: 15, limit: 25 },
    ],
    [
      'a page across the newest, one state, oldest first',
      { pattern: '%medio%', states: ['request'], order: 'asc', offset: 2, limit: 25 },
    ],
    [
      'a medium term in two states',
      { pattern: '%medio%', states: ['request', 'delivery'], order: 'desc', offset: 30, limit: 10 },
    ],
    [
      'a term only in old orders (the trigram index)',
      { pattern: '%antiguo%', states: null, order: 'desc', offset: 0, limit: 25 },
    ],
    [
      'a term only in old orders, one state, a later page',
      { pattern: '%antiguo%', states: ['delivery'], order: 'desc', offset: 75, limit: 25 },
    ],
    ['a rare term', { pattern: '%raro%', states: null, order: 'desc', offset: 0, limit: 25 }],
    ['a rare term in one state', { pattern: '%raro%', states: ['estimate'], order: 'desc', offset: 0, limit: 25 }],
    ['a term nobody has', { pattern: '%ninguno%', states: ['request'], order: 'desc', offset: 0, limit: 25 }],
    ['a page past the end', { pattern: '%raro%', states: null, order: 'desc', offset: 25, limit: 25 }],
    ['a rare term, oldest first', { pattern: '%raro%', states: null, order: 'asc', offset: 0, limit: 25 }],
    [
      'a medium term past the oldest, oldest first',
      { pattern: '%medio%', states: null, order: 'asc', offset: 40, limit: 25 },
    ],
    [
      'a term under the cap, walked by date and counted exactly',
      { pattern: '%cuarenta%', states: null, order: 'desc', offset: 0, limit: 25 },
    ],
    [
      'a state walked whole by the probe, a short last page',
      { pattern: '%común%', states: ['finish'], order: 'desc', offset: 140, limit: 25 },
    ],
    [
      'a state walked whole, more matches than the cap',
      { pattern: '%común%', states: ['finish'], order: 'asc', offset: 0, limit: 25 },
    ],
  ];

  it.each(cases)('%s', async (_name, search) => {
    const expected = await plain(search);
    const found = await searchOrders(knex, { ...search, inStates: inStates(search.states) }, TUNING);
    expect(found.ids).toEqual(expected.ids);
    // Exact up to the cap; above it, an estimate that still says there are more than the cap.
    if (expected.total <= TUNING.cap) expect(found.total).toBe(expected.total);
    else expect(found.total).toBeGreaterThan(TUNING.cap);
  });

  it('takes each path on these orders: the newest alone, the trigram index, the walk by date', async () => {
    const pathOf = async (pattern: string, offset: number) => {
      const statements: string[] = [];
      const listen = (query: { sql: string }) => statements.push(query.sql);
      knex.on('query', listen);
      try {
        await searchOrders(
          knex,
          { pattern, states: null, order: 'desc', offset, limit: 25, inStates: Promise.resolve(ORDERS + 150) },
          TUNING,
        );
      } finally {
        knex.removeListener('query', listen);
      }
      if (statements.length === 1) return 'newest';
      return statements.slice(1).every((sql) => sql.includes('materialized')) ? 'trigram' : 'date';
    };
    expect(await pathOf('%común%', 0)).toBe('newest');
    expect(await pathOf('%antiguo%', 0)).toBe('trigram');
    expect(await pathOf('%raro%', 0)).toBe('trigram');
    expect(await pathOf('%medio%', 40)).toBe('date');
    expect(await pathOf('%cuarenta%', 0)).toBe('date');
  });
});
