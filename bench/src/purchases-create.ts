/**
 * Purchases under load: POST /api/shoppings (20 lines into one deposit, each with a cost and a
 * profit percentage, paid cash in full) from 8 concurrent clients against the real server with
 * read-your-writes, and beside it, on the same PostgreSQL, the same rows as plain CRUD in one
 * transaction per purchase: the purchase, its 20 lines, its payment, 20 stock upserts and the 20
 * products' cost and price. Both take turns in rounds. Figures only, nothing is asserted.
 * `node bench/dist/purchases-create.js`; BENCH_PURCHASES, BENCH_PURCHASES_WARMUP,
 * BENCH_PURCHASES_CONCURRENCY and BENCH_PURCHASES_ROUNDS tune it.
 */
import os from 'os';
import { Pool } from 'pg';
import { HttpClient } from '@bo/platform';
import { benchCatalogue, cashMethod, createdId } from './support/bench-catalogue';
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
import { fmt } from './support/stats';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 400);
const WARMUP = Number(process.env.BENCH_PURCHASES_WARMUP ?? 40);
const CONCURRENCY = Number(process.env.BENCH_PURCHASES_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_PURCHASES_ROUNDS ?? 2);
const LINES = 20;
const QUANTITY = 3;
const PERCENTAGE = 30;

/** Line i costs (5 + i) dollars and sells at 30 % over its cost. */
const costCents = (index: number) => 500 + index * 100;
const priceCents = (index: number) => Math.round((costCents(index) * (100 + PERCENTAGE)) / 100);
const TOTAL_CENTS = Array.from({ length: LINES }, (_, index) => costCents(index) * QUANTITY).reduce((a, b) => a + b);
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

interface PurchaseSetup {
  provider: number;
  deposit: number;
  priceGroup: number;
  products: number[];
  cash: number;
}

/** A rate, a deposit, a price group, a brand, a category, 20 products and a provider, over HTTP as the administrator. */
async function setUp(admin: HttpClient): Promise<PurchaseSetup> {
  const { deposit, priceGroup, products } = await benchCatalogue(
    admin,
    Array.from({ length: LINES }, (_, index) => ({
      code: `COM-${100 + index}`,
      name: `Repuesto comprado ${index + 1}`,
      price: dollars(priceCents(index)),
      cost: dollars(costCents(index)),
    })),
    { depositName: 'Galpón de Compras' },
  );
  const provider = await createdId(admin)('/api/providers', {
    name: 'Carlos Pérez',
    company_name: 'Distribuidora Los Andes, C.A.',
    tax_id: 'J-30123456-7',
  });
  return { provider, deposit, priceGroup, products, cash: await cashMethod(admin) };
}

/** Purchases through HTTP, one client (session) per concurrent buyer, each invoice numbered apart. */
function http(clients: HttpClient[], setup: PurchaseSetup): Contender {
  let next = 0;
  return {
    async run() {
      const number = next++;
      const answer = await clients[number % clients.length].post('/api/shoppings', {
        provider_id: setup.provider,
        date: new Date().toISOString().slice(0, 10),
        invoice_number: `F-${number}`,
        payment_type: 'cash',
        deposit_id: setup.deposit,
        products: setup.products.map((product_id, index) => ({
          product_id,
          cost: dollars(costCents(index)),
          percentage: PERCENTAGE,
          quantity: QUANTITY,
        })),
        payments: [{ method: setup.cash, amount_usd: dollars(TOTAL_CENTS) }],
      });
      if (answer.status !== 201 || answer.body.status !== 'paid')
        throw new Error(`POST /api/shoppings: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    },
    close: async () => undefined,
  };
}

const PLAIN_SCHEMA = `
create table plain_products (id bigint primary key, cost numeric(14, 2) not null, price numeric(14, 2) not null);
create table plain_stock (
  product_id bigint not null,
  deposit_id bigint not null,
  quantity integer not null,
  primary key (product_id, deposit_id)
);
create table plain_shoppings (
  id bigint generated always as identity primary key,
  provider_id bigint not null,
  invoice_number text not null,
  date date not null,
  due_date date not null,
  payment_type text not null,
  deposit_id bigint not null,
  sub_total numeric(14, 2) not null,
  total numeric(14, 2) not null,
  total_paid numeric(14, 2) not null,
  status text not null,
  user_id bigint,
  created_at timestamptz not null default now()
);
create table plain_shopping_lines (
  shopping_id bigint not null references plain_shoppings,
  id integer not null,
  product_id bigint not null,
  quantity integer not null,
  cost numeric(14, 2) not null,
  percentage numeric(6, 2),
  price numeric(14, 2),
  primary key (shopping_id, id)
);
create table plain_shopping_payments (
  id bigint generated always as identity primary key,
  shopping_id bigint not null references plain_shoppings,
  method_id bigint not null,
  amount_usd numeric(14, 2) not null,
  created_at timestamptz not null default now()
);`;

/** Plain CRUD on tables of its own: one transaction per purchase, a pool as wide as the concurrency. */
async function plain(url: string, setup: PurchaseSetup): Promise<Contender> {
  const pool = new Pool({ connectionString: url, max: CONCURRENCY, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined);
  await pool.query(PLAIN_SCHEMA);
  const ids = setup.products;
  const costs = ids.map((_, index) => dollars(costCents(index)));
  const prices = ids.map((_, index) => dollars(priceCents(index)));
  await pool.query('insert into plain_products select * from unnest($1::bigint[], $2::numeric[], $3::numeric[])', [
    ids,
    costs,
    prices,
  ]);
  const date = new Date().toISOString().slice(0, 10);
  const total = dollars(TOTAL_CENTS);
  let next = 0;
  return {
    async run() {
      await inTransaction(pool, async (client) => {
        const shopping = await client.query({
          name: 'plain_shopping',
          text: `insert into plain_shoppings (provider_id, invoice_number, date, due_date, payment_type, deposit_id,
                   sub_total, total, total_paid, status, user_id)
                 values ($1, $2, $3, $3, 'cash', $4, $5, $5, $5, 'paid', 1) returning id`,
          values: [setup.provider, `F-${next++}`, date, setup.deposit, total],
        });
        const shoppingId = shopping.rows[0].id as string;
        await client.query({
          name: 'plain_shopping_lines',
          text: `insert into plain_shopping_lines (shopping_id, id, product_id, quantity, cost, percentage, price)
                 select $1, n, p, $2, c, $3, pr from unnest($4::bigint[], $5::numeric[], $6::numeric[])
                   with ordinality as l(p, c, pr, n)`,
          values: [shoppingId, QUANTITY, PERCENTAGE, ids, costs, prices],
        });
        await client.query({
          name: 'plain_shopping_payment',
          text: 'insert into plain_shopping_payments (shopping_id, method_id, amount_usd) values ($1, $2, $3)',
          values: [shoppingId, setup.cash, total],
        });
        // Rows in product order, so two purchases never wait on each other in a cycle.
        await client.query({
          name: 'plain_stock_in',
          text: `insert into plain_stock (product_id, deposit_id, quantity)
                 select p, $2, $3 from unnest($1::bigint[]) p order by p
                 on conflict (product_id, deposit_id) do update set quantity = plain_stock.quantity + excluded.quantity`,
          values: [ids, setup.deposit, QUANTITY],
        });
        await client.query({
          name: 'plain_product_prices',
          text: `update plain_products p set cost = l.c, price = l.pr
                 from unnest($1::bigint[], $2::numeric[], $3::numeric[]) as l(id, c, pr) where p.id = l.id`,
          values: [ids, costs, prices],
        });
      });
    },
    close: () => pool.end(),
  };
}

export async function run(): Promise<void> {
  const { url, server, counter, close } = await openLoadRun();
  const contenders: Contender[] = [];
  try {
    const setup = await setUp(await server.login());
    const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => server.login()));
    const ours = http(clients, setup);
    const crud = await plain(url, setup);
    contenders.push(ours, crud);
    console.log(
      `\n== Register purchase (POST /api/shoppings: ${LINES} lines, paid cash ${dollars(TOTAL_CENTS)}), ${CONCURRENCY} concurrent, vs plain CRUD ==`,
    );
    console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
    await counter.calibrate();
    await measure(ours, WARMUP, counter, CONCURRENCY);
    await measure(crud, WARMUP, counter, CONCURRENCY);
    let oursTotal = NO_FIGURES;
    let plainTotal = NO_FIGURES;
    for (let round = 0; round < ROUNDS; round++) {
      const share = Math.floor(PURCHASES / ROUNDS) + (round < PURCHASES % ROUNDS ? 1 : 0);
      const measureOurs = async () => (oursTotal = add(oursTotal, await measure(ours, share, counter, CONCURRENCY)));
      const measurePlain = async () => (plainTotal = add(plainTotal, await measure(crud, share, counter, CONCURRENCY)));
      if (round % 2 === 0) await measureOurs().then(measurePlain);
      else await measurePlain().then(measureOurs);
    }
    console.log(line('ours', oursTotal, 'purchases'));
    console.log(line('plain', plainTotal, 'purchases'));
    const ratio = oursTotal.sales / oursTotal.seconds / (plainTotal.sales / plainTotal.seconds);
    console.log(idleLine(counter));
    console.log(`ours/plain ${fmt(ratio, 2)}`);
    console.log(`load average after: ${load()}; server peak RSS ${fmt(server.peakRssMiB() ?? NaN, 0)} MiB`);
  } finally {
    for (const contender of contenders) await contender.close();
    await close();
  }
}

runWhenMain(module, run);
