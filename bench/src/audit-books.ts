/**
 * The books as of an instant (issue 32, item 3: under 2 s for a year of the demo business):
 * the demo loaded once (a month: records, stock, 120 sales, 10 purchases), then eleven more months
 * of its business through the same demo loaders (a restock, 120 sales by the sellers, their
 * clients' payments, 10 purchases), all over HTTP; then GET /api/audit/books at a quarter, half,
 * three quarters of the load and now, each a few times.
 * `node bench/dist/audit-books.js`; BENCH_BOOKS_MONTHS (12) and BENCH_BOOKS_RUNS (3) tune it.
 */
import { HttpClient } from '@bo/platform';
import { configFromEnvironment } from '@bo/api/dist/config/app-config';
import { createApp } from '@bo/api/dist/create-app';
import { demoApi } from '@bo/api/dist/demo/demo-api';
import { copRateDaysAgo, rateDaysAgo } from '@bo/api/dist/demo/demo-calendar';
import { loadDemoPurchases } from '@bo/api/dist/demo/demo-purchases';
import { sequence } from '@bo/api/dist/demo/demo-random';
import { loadDemoSales } from '@bo/api/dist/demo/demo-sales';
import { DemoStock } from '@bo/api/dist/demo/demo-stock';
import { FULL_DEMO } from '@bo/api/dist/demo/load-demo-data';
import { seedDemo } from '@bo/api/dist/demo/seed-demo';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { fmt, percentile } from './support/stats';

const MONTHS = Number(process.env.BENCH_BOOKS_MONTHS ?? 12);
const RUNS = Number(process.env.BENCH_BOOKS_RUNS ?? 3);
const PASSWORD = 'bench-clave-123';
const DEMO_PASSWORD = 'Demo-2026';

type Row = { id: number; name: string };

/** One more month of the demo's business, by its own users, through its own loaders. */
async function oneMoreMonth(url: string, admin: HttpClient, month: number): Promise<void> {
  const random = sequence(20261122 + month);
  const signIn = async (email: string) => {
    const http = new HttpClient(url);
    const login = await http.login(email, DEMO_PASSWORD);
    if (login.status !== 200) throw new Error(`${email}: ${login.status}`);
    return demoApi(http);
  };
  const api = demoApi(admin);
  const sellers = [await signIn('vanessa.sales@demo.com.ve'), await signIn('victor.sales@demo.com.ve')];
  const storer = await signIn('alberto.storer@demo.com.ve');
  const financial = await signIn('fabiola.financial@demo.com.ve');
  const products = await api.all<Row & { price: number; cost?: number }>('/api/products');
  const clients = (await api.all<Row & { identification: string; companyName: string | null }>('/api/clients'))
    .filter((client) => client.identification !== '0000')
    .map((client) => ({ ...client, company: Boolean(client.companyName) }));
  const deposits = await api.all<Row>('/api/deposits');

  // The month's deliveries: an approved entry into the central deposit, as the storer registers it.
  const stock = new DemoStock();
  const lines = products.map((product) => ({
    product_id: product.id,
    deposit_id: deposits[0].id,
    quantity: random.whole(6, 14),
  }));
  const entry = await api.create<Row>('/api/inventories', { type: 'add', lines });
  await api.command(`/api/inventories/${entry.id}/approve`);
  for (const line of lines) stock.add(line, line.quantity);

  // A Bs payment must be at the current rate: each sale day's rate is recorded before its sales.
  let current: string | null = null;
  const ratesUpTo = async (daysAgo: number) => {
    if (current === rateDaysAgo(daysAgo)) return;
    current = rateDaysAgo(daysAgo);
    await api.create('/api/taxes', { change: current, cop_change: copRateDaysAgo(daysAgo) });
  };
  await loadDemoSales({ sellers, storer, financial }, random, stock, products, clients, FULL_DEMO.sales, ratesUpTo);
  await loadDemoPurchases(financial, random, products, deposits[0].id);
}

export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
  const running = await createApp({
    ...configFromEnvironment(scratch.url, null),
    port: 0,
    adminPassword: PASSWORD,
    runWorkers: false,
  });
  try {
    const started = Date.now();
    const instants: Date[] = [new Date()];
    await seedDemo(running, () => undefined);
    const admin = new HttpClient(running.url);
    const login = await admin.login(running.seededAdmin?.email ?? 'admin@example.com', PASSWORD);
    if (login.status !== 200) throw new Error(`admin: ${login.status}`);
    for (let month = 2; month <= MONTHS; month++) {
      instants.push(new Date());
      await oneMoreMonth(running.url, admin, month);
    }
    instants.push(new Date());
    const { rows } = await running.pool.query<{ events: string }>('select count(*) as events from events');
    console.log(
      `\nBooks as of an instant: ${MONTHS} months of the demo business (${Number(rows[0].events).toLocaleString('en')} ` +
        `events) loaded over HTTP in ${fmt((Date.now() - started) / 1000)} s`,
    );
    const last = instants.length - 1;
    const asked: [string, Date][] = [
      ['after a quarter', instants[Math.round(last / 4)]],
      ['after half', instants[Math.round(last / 2)]],
      ['after three quarters', instants[Math.round((3 * last) / 4)]],
      ['now (the whole year)', new Date()],
    ];
    for (const [label, instant] of asked) {
      const times: number[] = [];
      let figures = '';
      for (let run = 0; run < RUNS; run++) {
        const begun = process.hrtime.bigint();
        const answer = await admin.get(`/api/audit/books?as_of=${encodeURIComponent(instant.toISOString())}`);
        times.push(Number(process.hrtime.bigint() - begun) / 1e6);
        if (answer.status !== 200) throw new Error(`GET /api/audit/books: ${answer.status}`);
        const { totals, clients, stock } = answer.body as {
          totals: Record<string, string>;
          clients: unknown[];
          stock: unknown[];
        };
        figures = `${clients.length} clients, ${stock.length} stock rows, receivables ${totals.receivables}, payables ${totals.payables}, stock ${totals.stock_cost}`;
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(22)} median ${fmt(percentile(times, 50), 0)} ms, max ${fmt(times[times.length - 1], 0)} ms (${figures})`,
      );
    }
  } finally {
    await running.close();
    await scratch.close();
  }
}

runWhenMain(module, run);
