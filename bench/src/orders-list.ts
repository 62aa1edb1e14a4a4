/**
 * The orders list under load: 1,000,000 sales over two years (5,000 clients, 1 to 3 lines each,
 * estimates, pending and credit orders, some paid) written straight into the event store's tables,
 * with the real server running (its read models catch up and build their indexes), then 200
 * requests of the screen's search: GET /api/orders with {order_state, q} (q a client-name fragment,
 * an identification or an order number), newest date first, the first page of 25: right after the
 * catch-up, after vacuum analyze, and while 8 other clients sell through HTTP.
 * `node bench/dist/orders-list.js`; BENCH_ORDERS and BENCH_ORDERS_REQUESTS tune it;
 * BENCH_ORDERS_KEEP=1 keeps the database; BENCH_ORDERS_DATABASE=<its url> measures its searches again.
 */
import os from 'os';
import { Pool } from 'pg';
import { migrateEventStore } from '@bo/event-store';
import { HttpClient } from '@bo/platform';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { salesThroughHttp, setUpSaleCatalogue } from './sales-create';
import { BenchServer, startBenchServer } from './support/bench-server';
import { fmt, percentile } from './support/stats';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_ORDERS_REQUESTS ?? 200);
const CLIENTS = 5_000;
/** One order in PAID_EVERY of the pending ones is paid in full (and waits for its dispatch). */
const PAID_EVERY = 50;
const STATES = ['request', 'delivery', 'estimate'];
/** What a seller types: name fragments, a full name, identifications, order numbers (found by the generator). */
const NAME_TERMS = ['gonz', 'maría', 'pérez', 'rodríguez', 'josé luis', 'repuestos', 'inversiones', 'carmen'];

const FIRST_NAMES = `'María', 'José', 'Luis', 'Carmen', 'Ana', 'Carlos', 'Juan', 'Rosa', 'Pedro', 'Luisa', 'Miguel',
  'Elena', 'Jorge', 'Isabel', 'Rafael', 'Gabriela', 'Andrés', 'Daniela', 'Fernando', 'Patricia', 'Ricardo',
  'Valentina', 'Alejandro', 'Mariana', 'Eduardo', 'Victoria', 'Francisco', 'Adriana', 'José Luis', 'María José'`;
const SURNAMES = `'González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez', 'López', 'Sánchez', 'Ramírez',
  'Díaz', 'Torres', 'Rojas', 'Flores', 'Morales', 'Vargas', 'Castillo', 'Romero', 'Suárez', 'Mendoza', 'Gutiérrez',
  'Medina', 'Blanco', 'Acosta', 'Álvarez', 'Jiménez', 'Moreno', 'Herrera', 'Silva', 'Contreras', 'Rivas',
  'Marcano', 'Salazar', 'Guerrero', 'Chacón', 'Briceño', 'Quintero', 'Aponte', 'Linares', 'Parra', 'Bolívar'`;
const COMPANIES = `'Repuestos', 'Autopartes', 'Inversiones', 'Distribuidora', 'Multiservicios', 'Lubricantes'`;

/** Event metadata: `at` (an SQL timestamptz expression) as ISO text, the administrator as the user. */
const metadata = (at: string, n: string) => `jsonb_build_object('user_id', '1',
  'correlation_id', md5((${n})::text)::uuid::text, 'causation_id', null, 'idempotency_key', null,
  'at', to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** 5,000 clients (one in ten a company), each with its identification claim. */
const INSERT_CLIENTS = `
with clients as (
  select c,
    case when c % 10 = 0
      then (array[${COMPANIES}])[c % 6 + 1] || ' ' || (array[${SURNAMES}])[(c / 6) % 40 + 1] || ' C.A.'
      else (array[${FIRST_NAMES}])[c % 30 + 1] || ' ' || (array[${SURNAMES}])[(c / 30) % 40 + 1] || ' '
        || (array[${SURNAMES}])[(c / 1200 + c) % 40 + 1]
    end as name,
    case when c % 10 = 0 then 'J-' || (30000000 + c * 977) || '-' || c % 10 else 'V-' || (8000000 + c * 3733) end
      as identification
  from generate_series(1, ${CLIENTS}) c
)
insert into events (stream_id, stream_position, type, data, metadata)
select stream_id, 1, type, data, ${metadata(`timestamptz '2023-12-01 00:00:00+00' + c * interval '1 minute'`, 'c')}
from (
  select c, 0 as k, 'client-' || c as stream_id, 'ClientCreated' as type, jsonb_build_object(
    'id', c::text, 'name', name, 'identification', identification, 'email', null, 'phone', null, 'address', null,
    'companyName', case when c % 10 = 0 then name end, 'typeClient', 'a') as data
  from clients
  union all
  select c, 1, 'unique-client.identification-' || lower(identification), 'UniqueValueClaimed',
    jsonb_build_object('scope', 'client.identification', 'value', lower(identification), 'owner_id', c::text)
  from clients
) as events
order by c, k`;

/**
 * Orders g in [$1, $2]: dated from 2024-01-01 over two years in the order they were made, clients
 * skewed (some buy much more), 15% estimates, 45% pending, 40% on credit (waiting for dispatch);
 * and one in PAID_EVERY pending orders paid in full by a second event.
 */
const INSERT_ORDERS = `
with orders as (
  select g,
    (1 + floor(${CLIENTS} * power((abs(hashint4(g::int)) % 1000000) / 1000000.0, 2)))::int as client,
    date '2024-01-01' + ((g - 1) * 730 / ${ORDERS})::int as date,
    case when abs(hashint4(g::int + 7)) % 100 < 15 then 'estimate'
         when abs(hashint4(g::int + 7)) % 100 < 60 then 'request' else 'delivery' end as state,
    (36 + 24.0 * g / ${ORDERS})::numeric(10, 2) as rate
  from generate_series($1::bigint, $2::bigint) as g
), lined as (
  select o.*, l.lines, l.subtotal
  from orders o
  cross join lateral (
    select jsonb_agg(jsonb_build_object('id', n::text, 'product_id', p::text, 'quick', false,
             'code', 'P' || lpad(p::text, 6, '0'), 'name', 'Repuesto ' || p, 'deposit_id', '1', 'quantity', q,
             'price', price::text, 'cost', (price * 0.7)::numeric(14, 2)::text) order by n) as lines,
           sum(price * q)::numeric(14, 2) as subtotal
    from (
      select n, p, 1 + (o.g + n) % 5 as q, (1 + (p * 37) % 9000 / 100.0)::numeric(14, 2) as price
      from generate_series(1, 1 + (o.g % 3)::int) as n, lateral (select (abs(hashint4((o.g * 3 + n)::int)) % 2000 + 1) as p) pp
    ) as lines
  ) as l
), named as (
  select lined.*, clients.data ->> 'name' as client_name, clients.data ->> 'identification' as identification,
    lined.date + interval '8 hours' + (g % 36000) * interval '1 second' as at
  from lined join events clients on clients.stream_id = 'client-' || lined.client
)
insert into events (stream_id, stream_position, type, data, metadata)
select 'order-' || g, k, type, data, ${metadata('at', 'g * 2 + k')}
from (
  select g, 1 as k, at, 'OrderCreated' as type, jsonb_build_object(
    'id', g::text, 'client_id', client::text, 'client_name', client_name, 'client_identification', identification,
    'date', to_char(date, 'YYYY-MM-DD'), 'state', state, 'isCredit', state = 'delivery', 'comentary', '',
    'order_buy', null, 'exchange_rate', rate::text, 'cop_change', '110', 'organization_id', null,
    'lines', lines, 'subtotal', subtotal::text, 'discount', null, 'total', subtotal::text) as data
  from named
  union all
  select g, 2, at + interval '5 minutes', 'OrderPaymentRecorded', jsonb_build_object(
    'id', g::text, 'payment_id', g::text, 'method_id', '1', 'method_code', 'efectivo', 'method_name', 'Efectivo',
    'amount', subtotal::text, 'amount_bs', '0.00', 'exchange_rate', null, 'reference', '',
    'client_payment_id', null, 'paid', subtotal::text, 'state', 'delivery')
  from named
  where state = 'request' and g % ${PAID_EVERY} = 0
) as events
order by g, k`;

/** The sales after what the server wrote when it started (its seeds). */
async function loadEvents(pool: Pool): Promise<void> {
  const before = Number((await pool.query('select coalesce(max(global_position), 0) as n from events')).rows[0].n);
  await pool.query(INSERT_CLIENTS);
  for (let from = 1; from <= ORDERS; from += 50_000)
    await pool.query(INSERT_ORDERS, [from, Math.min(ORDERS, from + 49_999)]);
  await pool.query(
    `insert into streams (stream_id, version) select stream_id, max(stream_position) from events
     where global_position > $1 group by stream_id`,
    [before],
  );
  await pool.query('vacuum analyze events');
}

/** The server numbers its own clients, orders and payments (the seeded default client too) after these. */
async function reserveIds(pool: Pool): Promise<void> {
  for (const [kind, last] of [
    ['clients', CLIENTS],
    ['orders', ORDERS],
    ['order_payments', ORDERS],
  ] as const)
    await pool.query(`create sequence ids_${kind} start ${last + 1}`);
}

/** Until every read model has passed the last event and the orders' search index exists. */
async function waitForReadModels(pool: Pool): Promise<void> {
  for (;;) {
    const result = await pool
      .query(
        `select
          (select count(*) from pg_indexes where schemaname = 'rm' and indexname = 'orders_search')::int as indexes,
          (select count(*) from rm.projection_checkpoints
            where "position" < (select max(global_position) from events))::int as behind`,
      )
      .catch(() => ({ rows: [{ indexes: 0, behind: 1 }] }));
    const { indexes, behind } = result.rows[0] as { indexes: number; behind: number };
    if (indexes === 1 && behind === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What the searches type: name fragments, identifications and order numbers that exist. */
async function searchTerms(pool: Pool): Promise<string[]> {
  const result = await pool.query(
    `select (select string_agg(identification, ',') from (
       select substr(client_identification, 1, 7) as identification from rm.orders
       where id in (17, 2027, 40009, 123457) order by id) i) as identifications,
     (select string_agg(number_order::text, ',') from (
       select number_order from rm.orders order by md5(id::text) limit 6) n) as numbers`,
  );
  const { identifications, numbers } = result.rows[0] as { identifications: string | null; numbers: string };
  return [...NAME_TERMS, ...(identifications?.split(',') ?? []), ...numbers.split(',')];
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** REQUESTS searches one at a time (after 20 of warm-up): states in turn, each with every term. */
async function measureList(client: HttpClient, terms: string[], label: string): Promise<void> {
  const path = (i: number) =>
    `/api/orders?${new URLSearchParams({
      filter: JSON.stringify({
        order_state: STATES[Math.floor(i / terms.length) % STATES.length],
        q: terms[i % terms.length],
      }),
      sort: JSON.stringify(['date', 'DESC']),
      range: JSON.stringify([0, 24]),
    }).toString()}`;
  for (let i = 0; i < 20; i++) await client.get(path(i));
  const loadBefore = load();
  const latencies: number[] = [];
  const worst = new Map<string, number>();
  let rows = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const answer = await client.get(path(i));
    const ms = performance.now() - t0;
    if (answer.status !== 200) throw new Error(`GET ${path(i)}: ${answer.status}`);
    latencies.push(ms);
    rows += answer.body.length;
    const term = terms[i % terms.length];
    worst.set(term, Math.max(ms, worst.get(term) ?? 0));
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `${label} (load average ${loadBefore} before, ${load()} after): ${REQUESTS} requests one at a time, ` +
      `${fmt(rows / REQUESTS)} rows per page on average`,
  );
  console.log(
    `  latency ms  p50 ${fmt(percentile(latencies, 50))}  p95 ${fmt(percentile(latencies, 95))}  p99 ${fmt(percentile(latencies, 99))}  max ${fmt(latencies[latencies.length - 1])}  (target p95 < 50)`,
  );
  const slowest = [...worst].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`  slowest terms (worst ms): ${slowest.map(([term, ms]) => `'${term}' ${fmt(ms)}`).join(', ')}`);
}

/** The same searches while 8 other clients sell through HTTP as fast as they can (sales-create's sale). */
async function measureWhileSelling(server: BenchServer, client: HttpClient, terms: string[]): Promise<void> {
  const setup = await setUpSaleCatalogue(client, 1_000_000);
  const sellers = salesThroughHttp(await Promise.all(Array.from({ length: 8 }, () => server.login())), setup, false);
  let selling = true;
  let sold = 0;
  const started = performance.now();
  const loops = Array.from({ length: 8 }, async () => {
    for (; selling; sold++) await sellers.run();
  });
  try {
    await measureList(client, terms, 'while 8 clients are selling');
  } finally {
    selling = false;
    await Promise.all(loops);
  }
  console.log(`  meanwhile ${sold} sales (${fmt(sold / ((performance.now() - started) / 1000))}/s)`);
}

/**
 * BENCH_ORDERS_DATABASE: a database an earlier run kept (BENCH_ORDERS_KEEP=1), its searches measured
 * again after a vacuum (not while selling: its catalogue for the sellers is made once).
 */
async function measureKept(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 2 });
  const server = await startBenchServer(url);
  try {
    console.log(`\n== Orders list (GET /api/orders, order_state + q, newest date first, first 25), kept database ==`);
    const client = await server.login();
    const terms = await searchTerms(pool);
    await pool.query('vacuum analyze rm.orders');
    await measureList(client, terms, 'after vacuum analyze rm.orders');
  } finally {
    await server.stop();
    await pool.end();
  }
}

export async function run(): Promise<void> {
  if (process.env.BENCH_ORDERS_DATABASE) return measureKept(process.env.BENCH_ORDERS_DATABASE);
  const scratch = await openBenchDatabase();
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  pool.on('error', () => undefined);
  let server: Awaited<ReturnType<typeof startBenchServer>> | null = null;
  try {
    await migrateEventStore(pool);
    await reserveIds(pool);
    // Started first: its seeds wait for the read models, which would not catch up on a million
    // events within the start's time limit. It follows the sales as they are written.
    server = await startBenchServer(scratch.url);
    let started = Date.now();
    await loadEvents(pool);
    console.log(`\n== Orders list (GET /api/orders, order_state + q, newest date first, first 25) ==`);
    const events = (await pool.query('select count(*)::int as n from events')).rows[0].n as number;
    console.log(
      `${ORDERS.toLocaleString('en')} orders (${events.toLocaleString('en')} events in all) written to the event store in ${fmt((Date.now() - started) / 1000)} s`,
    );
    started = Date.now();
    await waitForReadModels(pool);
    await pool.query('analyze rm.orders');
    console.log(`then the read models caught up (with the search index) in ${fmt((Date.now() - started) / 1000)} s`);

    const terms = await searchTerms(pool);
    const client = await server.login();
    // Right after the catch-up the trigram index still holds its pending list (rows added after it
    // was built); a vacuum (autovacuum, in production) merges it.
    await measureList(client, terms, 'right after the catch-up');
    await pool.query('vacuum analyze rm.orders');
    await measureList(client, terms, 'after vacuum analyze rm.orders');
    await measureWhileSelling(server, client, terms);
  } finally {
    await server?.stop();
    await pool.end();
    // BENCH_ORDERS_KEEP=1 leaves the database for `explain (analyze, buffers)` of the slow terms.
    if (process.env.BENCH_ORDERS_KEEP) console.log(`database kept: ${scratch.url}`);
    else await scratch.close();
  }
}

runWhenMain(module, run);
