/**
 * Sales under load: POST /api/orders (3 catalogue lines out of one deposit, one cash payment of
 * the whole total, committed, not an estimate) from 8 concurrent clients against the real server,
 * and beside it, on the same PostgreSQL, the same rows written as plain CRUD (one transaction per
 * sale: the order, its 3 lines, its payment, and 3 guarded stock updates). Both take turns in
 * rounds (the machine may be shared). The server is measured twice: without a key, and with an
 * `Idempotency-Key` per sale as the screens send one per submission (the key's stream rides in the
 * sale's append). Last, the floor: the same clients reading one rate, the least any request costs
 * through HTTP here. Figures only, nothing is asserted.
 * `node bench/dist/sales-create.js`; BENCH_SALES, BENCH_SALES_WARMUP, BENCH_SALES_CONCURRENCY and
 * BENCH_SALES_ROUNDS tune it.
 */
import { randomUUID } from 'crypto';
import os from 'os';
import { Pool } from 'pg';
import { HttpClient } from '@bo/platform';
import { benchCatalogue, cashMethod } from './support/bench-catalogue';
import { runWhenMain } from './support/bench-database';
import {
  add,
  Contender,
  idleLine,
  inTransaction,
  line,
  load,
  measure,
  NO_FIGURES,
  openLoadRun,
} from './support/load-run';
import { PLAIN_ORDERS_TABLE } from './support/plain-orders';
import { fmt } from './support/stats';

const SALES = Number(process.env.BENCH_SALES ?? 2_000);
const WARMUP = Number(process.env.BENCH_SALES_WARMUP ?? 80);
const CONCURRENCY = Number(process.env.BENCH_SALES_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_SALES_ROUNDS ?? 2);

/** The three products every sale takes: price in cents and the units a sale takes. */
const PRODUCTS = [
  { code: 'FIL-100', name: 'Filtro de aceite', cents: 1250, costCents: 800, quantity: 2 },
  { code: 'BUJ-200', name: 'Bujía platino', cents: 310, costCents: 190, quantity: 1 },
  { code: 'AMO-300', name: 'Amortiguador delantero', cents: 4500, costCents: 3000, quantity: 3 },
];
const TOTAL_CENTS = PRODUCTS.reduce((sum, product) => sum + product.cents * product.quantity, 0);
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** What a sale points at: the deposit, the products (in PRODUCTS' order) and the cash method. */
export interface SaleSetup {
  deposit: number;
  products: number[];
  cash: number;
}

/** The three products with `units` each in the deposit, and the cash method, as the administrator. */
export async function setUpSaleCatalogue(admin: HttpClient, units: number): Promise<SaleSetup> {
  const { deposit, products } = await benchCatalogue(
    admin,
    PRODUCTS.map((product) => ({
      code: product.code,
      name: product.name,
      price: dollars(product.cents),
      cost: dollars(product.costCents),
    })),
    { units },
  );
  return { deposit, products, cash: await cashMethod(admin) };
}

/**
 * Ours: the sale form's request, one client (session) per concurrent seller; `keyed`: each with an
 * Idempotency-Key of its own, as a screen's submission.
 */
export function salesThroughHttp(clients: HttpClient[], setup: SaleSetup, keyed: boolean): Contender {
  const body = {
    date: new Date().toISOString().slice(0, 10),
    comentary: 'Venta de prueba de carga',
    without_client: true,
    estimate: false,
    isCredit: false,
    products: PRODUCTS.map((product, index) => ({
      product_id: setup.products[index],
      deposit_id: setup.deposit,
      quantity: product.quantity,
    })),
    payment: { method: setup.cash, amount: dollars(TOTAL_CENTS) },
  };
  let next = 0;
  return {
    async run() {
      const client = clients[next++ % clients.length];
      const headers: Record<string, string> = keyed ? { 'Idempotency-Key': randomUUID() } : {};
      const answer = await client.post('/api/orders', body, { headers });
      // Paid in full and not on credit: the order waits for its dispatch.
      if (answer.status !== 201 || answer.body.order_state !== 'delivery' || answer.body.pending !== 0)
        throw new Error(`POST /api/orders: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    },
    close: async () => undefined,
  };
}

/**
 * The floor under any command through HTTP here: an authenticated GET of one rate (session,
 * roles, one indexed read, JSON), the same clients. No sale can be cheaper than this.
 */
function httpFloor(clients: HttpClient[]): Contender {
  let next = 0;
  return {
    async run() {
      const answer = await clients[next++ % clients.length].get('/api/taxes?_start=0&_end=1');
      if (answer.status !== 200) throw new Error(`GET /api/taxes: ${answer.status}`);
    },
    close: async () => undefined,
  };
}

const PLAIN_SCHEMA = `
create table plain_stock (
  product_id bigint not null,
  deposit_id bigint not null,
  quantity integer not null,
  primary key (product_id, deposit_id)
);
${PLAIN_ORDERS_TABLE}
create table plain_order_lines (
  order_id bigint not null references plain_orders,
  id integer not null,
  product_id bigint not null,
  deposit_id bigint not null,
  quantity integer not null,
  price numeric(14, 2) not null,
  cost numeric(14, 2) not null,
  primary key (order_id, id)
);
create table plain_order_payments (
  id bigint generated always as identity primary key,
  order_id bigint not null references plain_orders,
  method_id bigint not null,
  amount numeric(14, 2) not null,
  amount_bs numeric(14, 2) not null,
  exchange_rate numeric,
  reference text not null,
  created_at timestamptz not null default now()
);`;

/** Plain CRUD on tables of its own: one transaction per sale, a pool as wide as the concurrency. */
async function plain(url: string, setup: SaleSetup, units: number): Promise<Contender> {
  // Its connections stay open between rounds, as the server's do (the database may be full meanwhile).
  const pool = new Pool({ connectionString: url, max: CONCURRENCY, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined);
  await pool.query(PLAIN_SCHEMA);
  await pool.query('insert into plain_stock (product_id, deposit_id, quantity) select unnest($1::bigint[]), $2, $3', [
    setup.products,
    setup.deposit,
    units,
  ]);
  const date = new Date().toISOString().slice(0, 10);
  const total = dollars(TOTAL_CENTS);
  // Stock rows are updated in product order, so two sales never wait on each other in a cycle.
  const stock = PRODUCTS.map((product, index) => ({ id: setup.products[index], quantity: product.quantity })).sort(
    (a, b) => a.id - b.id,
  );
  return {
    async run() {
      await inTransaction(pool, async (client) => {
        const order = await client.query({
          name: 'plain_order',
          text: `insert into plain_orders (client_id, date, order_state, subtotal, total, balance, exchange_rate,
                   is_credit, comentary, user_id)
                 values (null, $1, 'delivery', $2, $2, $2, '36.50', false, 'Venta de prueba de carga', 1) returning id`,
          values: [date, total],
        });
        const orderId = order.rows[0].id as string;
        await client.query({
          name: 'plain_lines',
          text: `insert into plain_order_lines (order_id, id, product_id, deposit_id, quantity, price, cost)
                 values ($1, 1, $2, $5, $6, $9, $12), ($1, 2, $3, $5, $7, $10, $13), ($1, 3, $4, $5, $8, $11, $14)`,
          values: [
            orderId,
            ...setup.products,
            setup.deposit,
            ...PRODUCTS.map((product) => product.quantity),
            ...PRODUCTS.map((product) => dollars(product.cents)),
            ...PRODUCTS.map((product) => dollars(product.costCents)),
          ],
        });
        await client.query({
          name: 'plain_payment',
          text: `insert into plain_order_payments (order_id, method_id, amount, amount_bs, exchange_rate, reference)
                 values ($1, $2, $3, '0.00', null, '')`,
          values: [orderId, setup.cash, total],
        });
        for (const line of stock) {
          const updated = await client.query({
            name: 'plain_stock',
            text: `update plain_stock set quantity = quantity - $3
                   where product_id = $1 and deposit_id = $2 and quantity >= $3`,
            values: [line.id, setup.deposit, line.quantity],
          });
          if (updated.rowCount !== 1) throw new Error(`Sin stock del producto ${line.id}`);
        }
      });
    },
    close: () => pool.end(),
  };
}

export async function run(): Promise<void> {
  const { url, server, counter, close } = await openLoadRun();
  const contenders: Contender[] = [];
  try {
    const units = (2 * SALES + WARMUP) * 4;
    const setup = await setUpSaleCatalogue(await server.login(), units);
    const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => server.login()));
    const ours = salesThroughHttp(clients, setup, false);
    const keyed = salesThroughHttp(clients, setup, true);
    const crud = await plain(url, setup, units);
    contenders.push(ours, keyed, crud);
    console.log(
      `\n== Create sale (POST /api/orders: 3 lines, 1 cash payment of ${dollars(TOTAL_CENTS)}), ${CONCURRENCY} concurrent, vs plain CRUD ==`,
    );
    console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
    await counter.calibrate();
    await measure(ours, WARMUP, counter, CONCURRENCY);
    await measure(crud, WARMUP, counter, CONCURRENCY);
    const empty = NO_FIGURES;
    let oursTotal = empty;
    let keyedTotal = empty;
    let plainTotal = empty;
    const rounds: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const share = Math.floor(SALES / ROUNDS) + (round < SALES % ROUNDS ? 1 : 0);
      const measureOurs = async () => {
        const figures = await measure(ours, share, counter, CONCURRENCY);
        rounds.push(fmt(figures.sales / figures.seconds));
        oursTotal = add(oursTotal, figures);
      };
      const measureKeyed = async () =>
        (keyedTotal = add(keyedTotal, await measure(keyed, share, counter, CONCURRENCY)));
      const measurePlain = async () => (plainTotal = add(plainTotal, await measure(crud, share, counter, CONCURRENCY)));
      if (round % 2 === 0) await measureOurs().then(measureKeyed).then(measurePlain);
      else await measurePlain().then(measureKeyed).then(measureOurs);
    }
    console.log(line('ours', oursTotal));
    console.log(line('keyed', keyedTotal));
    console.log(line('plain', plainTotal));
    // The sales all take the same three stock streams: a slower later round shows their length telling.
    console.log(`ours per round (sales/s): ${rounds.join(', ')}`);
    const ratio = oursTotal.sales / oursTotal.seconds / (plainTotal.sales / plainTotal.seconds);
    console.log(idleLine(counter));
    console.log(`ours/plain ${fmt(ratio, 2)}  (targets: ours/plain >= 0.5, ours p99 < 100 ms)`);
    const keyedRatio = keyedTotal.sales / keyedTotal.seconds / (plainTotal.sales / plainTotal.seconds);
    console.log(`keyed/plain ${fmt(keyedRatio, 2)}  (with an Idempotency-Key per sale, as the screens send)`);
    const floor = await measure(httpFloor(clients), SALES, counter, CONCURRENCY);
    console.log(line('floor', floor, 'reads'));
    const floorRatio = floor.sales / floor.seconds / (plainTotal.sales / plainTotal.seconds);
    console.log(
      `floor/plain ${fmt(floorRatio, 2)}  (an authenticated GET of one rate: no command through HTTP is cheaper)`,
    );
    console.log(`load average after: ${load()}; server peak RSS ${fmt(server.peakRssMiB() ?? NaN, 0)} MiB`);
  } finally {
    for (const contender of contenders) await contender.close();
    await close();
  }
}

runWhenMain(module, run);
