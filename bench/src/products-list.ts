/**
 * The products list under load: 100,000 products (20 brands, 10 deposits, 2 price groups, one
 * category) written straight into the event store's tables, the real server started on them
 * (its projections catch up and build the trigram indexes), then 200 requests of the screen's
 * search: GET /api/products with {q, brand_id}, sorted by name, the first page of 25.
 * `node bench/dist/products-list.js`; BENCH_PRODUCTS and BENCH_LIST_REQUESTS tune it.
 */
import { Pool } from 'pg';
import { migrateEventStore } from '@bo/event-store';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { fmt, percentile } from './support/stats';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 200);
const BRANDS = 20;
const DEPOSITS = 10;
const TERMS = ['filtro', 'aceite', 'sensor', 'p0012', 'trasero', 'pn-12', 'bujía platino', 'correa'];

/** Event metadata for the n-th event (`n` an SQL expression): one second apart from 2025-01-01. */
const metadata = (n: string) => `jsonb_build_object('user_id', null, 'correlation_id', md5((${n})::text)::uuid::text,
  'causation_id', null, 'idempotency_key', null,
  'at', to_char((timestamptz '2025-01-01 00:00:00+00' + (${n}) * interval '1 second') at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** The catalogue the products point at: region 1, brands, deposits, price groups 1 and 2, category 1. */
const INSERT_CATALOGUE = `
insert into events (stream_id, stream_position, type, data, metadata)
select stream_id, 1, type, data, ${metadata('g')}
from (
  select 1 as g, 'region-1' as stream_id, 'RegionCreated' as type, jsonb_build_object('id', '1', 'name', 'Distrito Capital') as data
  union all
  select 1 + b, 'brand-' || b, 'BrandCreated', jsonb_build_object('id', b::text, 'name', 'Marca ' || b, 'code', 'M' || b)
  from generate_series(1, ${BRANDS}) b
  union all
  select 100 + d, 'deposit-' || d, 'DepositCreated', jsonb_build_object('id', d::text, 'name', 'Depósito ' || d,
    'alias', null, 'address', null, 'lat', null, 'long', null, 'region_id', '1')
  from generate_series(1, ${DEPOSITS}) d
  union all
  select 200 + p, 'price_group-' || p, 'PriceGroupCreated', jsonb_build_object('id', p::text, 'name', (array['Detal', 'Mayor'])[p])
  from generate_series(1, 2) p
  union all
  select 300, 'product_category-1', 'ProductCategoryCreated', jsonb_build_object('id', '1', 'name', 'Repuestos', 'code', 'REP')
) as catalogue
order by g`;

/** Products g in [$1, $2], each with its code claim: names mix ten nouns and twelve qualifiers. */
const INSERT_PRODUCTS = `
with products as (
  select g, 'P' || lpad(g::text, 6, '0') as code,
    (array['Filtro', 'Bujía', 'Amortiguador', 'Pastilla', 'Correa', 'Bomba', 'Sensor', 'Rodamiento', 'Empacadura', 'Manguera'])[g % 10 + 1]
      || ' ' || (array['de aceite', 'de aire', 'trasero', 'delantero', 'platino', 'de agua', 'de freno', 'de tiempo',
                       'universal', 'reforzado', 'diésel', 'hidráulico'])[(g / 10) % 12 + 1]
      || ' ' || g as name,
    (abs(hashint4(g::int)) % ${BRANDS} + 1)::text as brand_id,
    (1 + (g * 13) % 9000 / 100.0)::numeric(12, 2) as cost
  from generate_series($1::bigint, $2::bigint) as g
)
insert into events (stream_id, stream_position, type, data, metadata)
select stream_id, 1, type, data, ${metadata('1000 + g')}
from (
  select g, 0 as k, 'product-' || g as stream_id, 'ProductCreated' as type, jsonb_build_object(
    'id', g::text, 'code', code, 'name', name, 'line_name', null, 'description', null, 'volumen', null,
    'weight', null, 'prices', jsonb_build_object('1', (cost * 1.3)::numeric(12, 2)::text, '2', (cost * 1.2)::numeric(12, 2)::text),
    'brand_id', brand_id, 'part_id', 'PN-' || (g * 37) % 100000, 'alias', null, 'contable', true,
    'cost', cost::text, 'photo', null, 'product_category_id', '1') as data
  from products
  union all
  select g, 1, 'unique-product.code-' || lower(code), 'UniqueValueClaimed',
    jsonb_build_object('scope', 'product.code', 'value', lower(code), 'owner_id', g::text)
  from products
) as events
order by g, k`;

async function loadEvents(pool: Pool): Promise<void> {
  await pool.query(INSERT_CATALOGUE);
  for (let from = 1; from <= PRODUCTS; from += 50_000)
    await pool.query(INSERT_PRODUCTS, [from, Math.min(PRODUCTS, from + 49_999)]);
  await pool.query(
    `insert into streams (stream_id, version) select stream_id, max(stream_position) from events group by stream_id`,
  );
  await pool.query('vacuum analyze events');
}

/** Until the products read model has every product and its trigram search indexes. */
async function waitForReadModel(pool: Pool): Promise<void> {
  for (;;) {
    const result = await pool
      .query(
        `select
      (select count(*) from pg_indexes where schemaname = 'rm' and indexname like 'products_%_search')::int as indexes,
      (select count(*) from rm.products)::int as products`,
      )
      .catch(() => ({ rows: [{ indexes: 0, products: 0 }] }));
    const { indexes, products } = result.rows[0] as { indexes: number; products: number };
    if (products >= PRODUCTS && indexes >= 4) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  pool.on('error', () => undefined);
  let server: Awaited<ReturnType<typeof startBenchServer>> | null = null;
  try {
    await migrateEventStore(pool);
    let started = Date.now();
    await loadEvents(pool);
    console.log(`\n== Products list (GET /api/products, q + brand_id, sorted by name, first 25) ==`);
    console.log(
      `${PRODUCTS.toLocaleString('en')} products written to the event store in ${fmt((Date.now() - started) / 1000)} s`,
    );
    started = Date.now();
    server = await startBenchServer(scratch.url);
    await waitForReadModel(pool);
    await pool.query('analyze rm.products');
    console.log(
      `server started and read models caught up (with the search indexes) in ${fmt((Date.now() - started) / 1000)} s`,
    );

    const client = await server.login();
    const path = (i: number) =>
      `/api/products?${new URLSearchParams({
        filter: JSON.stringify({ q: TERMS[i % TERMS.length], brand_id: (i % BRANDS) + 1 }),
        sort: JSON.stringify(['name', 'ASC']),
        range: JSON.stringify([0, 24]),
      }).toString()}`;
    for (let i = 0; i < 20; i++) await client.get(path(i)); // warm-up
    const latencies: number[] = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const answer = await client.get(path(i));
      latencies.push(performance.now() - t0);
      if (answer.status !== 200) throw new Error(`GET ${path(i)}: ${answer.status}`);
      rows += answer.body.length;
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `requests: ${REQUESTS}, one at a time; ${fmt(rows / REQUESTS)} rows per page on average; terms: ${TERMS.join(', ')}`,
    );
    console.log(
      `latency ms  p50 ${fmt(percentile(latencies, 50))}  p95 ${fmt(percentile(latencies, 95))}  p99 ${fmt(percentile(latencies, 99))}  max ${fmt(latencies[latencies.length - 1])}  (target p95 < 50)`,
    );
  } finally {
    await server?.stop();
    await pool.end();
    await scratch.close();
  }
}

runWhenMain(module, run);
