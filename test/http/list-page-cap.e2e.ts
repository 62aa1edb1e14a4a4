/**
 * Issue 31, item 4: a list never answers an unbounded page. Whatever `range` asks, at most 1,000
 * rows come back, and `Content-Range` says which ones ('orders 0-999/1234'), so the client pages
 * on; whole tables leave as files, through report jobs.
 */
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';

const suite = httpSuite();
const ROWS = 1234;
// A date filter: the list counts the rows (without one it reads the projection's kept counts, which
// rows inserted straight into the table do not move).
const SINCE = { date_gte: '2025-12-01' };

describe('a list page', () => {
  beforeAll(async () => {
    // Cheaply: straight into the read model the list reads.
    await suite.server.running.pool.query(
      `insert into rm.orders (id, number_order, order_state, client_id, client_name, client_identification, date,
         subtotal, discount, total, balance, exchange_rate, is_credit, comentary, cost_total, lines_count, created_at, updated_at)
       select 2000000 + g, 2000000 + g, 'request', 1, 'Cliente ' || g % 100, 'V-' || g,
         date '2026-01-01' + (g % 300), 10 + g % 50, 0, 10 + g % 50, 0, 36.5, false, '', 5, 1, now(), now()
       from generate_series(1, $1::int) g`,
      [ROWS],
    );
  });

  it('answers at most 1,000 rows, and Content-Range says which', async () => {
    const huge = await suite.admin.get(`/api/orders${listQuery(SINCE, ['id', 'ASC'], [0, 100000])}`);
    expect(huge.status).toBe(200);
    expect(huge.body).toHaveLength(1000);
    expect(huge.headers.get('content-range')).toBe(`orders 0-999/${ROWS}`);
    expect(huge.body[0].id).toBe(2000001);

    const next = await suite.admin.get(`/api/orders${listQuery(SINCE, ['id', 'ASC'], [1000, 100000])}`);
    expect(next.body).toHaveLength(ROWS - 1000);
    expect(next.headers.get('content-range')).toBe(`orders 1000-${ROWS - 1}/${ROWS}`);
    expect(next.body[0].id).toBe(2001001);

    // A page within the cap is as asked.
    const page = await suite.admin.get(`/api/orders${listQuery(SINCE, ['id', 'ASC'], [0, 999])}`);
    expect([page.body.length, totalOf(page)]).toEqual([1000, ROWS]);
  });

  it('caps every list the same way (the shared list reader): the activity log, a catalogue list', async () => {
    for (let brand = 0; brand < 3; brand++)
      expect((await suite.admin.post('/api/brands', { name: `Marca ${brand}`, code: `M${brand}` })).status).toBe(201);
    const brands = await suite.admin.get(`/api/brands${listQuery({}, ['id', 'ASC'], [0, 100000])}`);
    expect(brands.headers.get('content-range')).toBe('brands 0-2/3');
    const logs = await suite.admin.get(`/api/logs${listQuery({}, ['id', 'ASC'], [0, 100000])}`);
    expect(logs.body.length).toBeLessThanOrEqual(1000);
  });
});
