/**
 * Payments under load: after sales and purchases, the commands a cashier runs all day, so they get
 * their ratio to plain CRUD too. The two ways money comes in after a sale on credit, from 8 concurrent
 * clients against the real server, each beside the same rows written as plain CRUD on the same
 * PostgreSQL (tables of its own, one transaction per payment), taking turns in rounds:
 * - an order payment, POST /api/orders/{id}/payments: 1.00 cash on a credit sale of 10.00 (each
 *   sale takes a few, so it stays owed); plain: the payment row, the order's paid amount, the
 *   client's balance;
 * - a client payment, POST /api/payments ('Registrar pagos'): 1.00 cash applied to the client's
 *   open sales (4 of 1.50 each) oldest first, so some payments are split over two sales; plain:
 *   the client's open orders locked, the client payment, one order payment per part, the orders'
 *   paid amounts and the client's balance.
 * Figures only, nothing is asserted. `node bench/dist/payments-create.js`; BENCH_PAYMENTS (of
 * each kind), BENCH_PAYMENTS_WARMUP, BENCH_PAYMENTS_CONCURRENCY and BENCH_PAYMENTS_ROUNDS tune it.
 */
import os from 'os';
import { Pool } from 'pg';
import { HttpClient } from '@bo/platform';
import { benchCatalogue, cashMethod, createdId } from './support/bench-catalogue';
import { runWhenMain } from './support/bench-database';
import {
  add,
  Contender,
  Figures,
  idleLine,
  inTransaction,
  line,
  load,
  measure,
  NO_FIGURES,
  openLoadRun,
} from './support/load-run';
import { cents, OwedSales, payClient, payOrder, PLAIN_PAYMENTS_SCHEMA, seedOwedSales } from './support/plain-payments';
import { fmt } from './support/stats';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000);
const WARMUP = Number(process.env.BENCH_PAYMENTS_WARMUP ?? 80);
const CONCURRENCY = Number(process.env.BENCH_PAYMENTS_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_PAYMENTS_ROUNDS ?? 2);

/** Every payment, of either kind: 1.00 in cash. */
const PAYMENT = '1.00';
const PAYMENT_CENTS = 100;
/** Order payments: sales of 4 x 2.50 on credit, each paid at most 5 times, of 16 clients. */
const ORDER_SALE = { code: 'FIL-100', name: 'Filtro de aceite', price: '2.50', cost: '1.60', quantity: 4 };
const ORDER_TOTAL = '10.00';
export const PAYMENTS_PER_ORDER = 5;
const ORDER_CLIENTS = 16;
/** Client payments: each client owes 4 sales of 1.50 on credit and pays 5 times (owing 1.00 at the end). */
const CLIENT_SALE = { code: 'BUJ-200', name: 'Bujía platino', price: '1.50', cost: '0.90', quantity: 1 };
const CLIENT_SALE_TOTAL = '1.50';
const OPEN_SALES = 4;
export const PAYMENTS_PER_CLIENT = 5;

const today = () => new Date().toISOString().slice(0, 10);

/** What the payments point at: the sales and clients (ids as the API gave them) and the cash method. */
export interface PaymentSetup {
  /** The sales taking order payments, payment n going to sale n % length. */
  orders: number[];
  /** The clients making client payments, payment n by client n % length. */
  clients: number[];
  cash: number;
  /** Where the sales take their stock from, and their products (ORDER_SALE's, CLIENT_SALE's). */
  deposit?: number;
  products?: number[];
}

/** `work(0)`..`work(count - 1)`, `width` at a time. */
async function inParallel(count: number, width: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/**
 * The catalogue and the credit sales the payments pay, over HTTP: `orderSales` sales of ORDER_SALE
 * over ORDER_CLIENTS clients, and `payers` clients with OPEN_SALES sales of CLIENT_SALE each.
 */
export async function setUpPayments(admin: HttpClient, sellers: HttpClient[], orderSales: number, payers: number) {
  const units = (orderSales * ORDER_SALE.quantity + payers * OPEN_SALES * CLIENT_SALE.quantity) * 2;
  const { deposit, products } = await benchCatalogue(admin, [ORDER_SALE, CLIENT_SALE], { units });
  const id = createdId(admin);
  const newClient = (index: number) =>
    id('/api/clients', {
      name: `Cliente de prueba ${index + 1}`,
      identification: `V-${10_000_000 + index}`,
      phone: '0414-5550000',
      address: 'Valencia, Carabobo',
      typeClient: 'a',
    });
  const clients: number[] = new Array(ORDER_CLIENTS + payers);
  await inParallel(clients.length, sellers.length, async (index) => {
    clients[index] = await newClient(index);
  });
  const credit = async (seller: HttpClient, client: number, sale: typeof ORDER_SALE, product: number) => {
    const answer = await seller.post('/api/orders', {
      date: today(),
      client_id: client,
      comentary: 'Venta a crédito de prueba de carga',
      estimate: false,
      isCredit: true,
      products: [{ product_id: product, deposit_id: deposit, quantity: sale.quantity }],
    });
    // On credit and unpaid: the order waits for its dispatch and owes all of it.
    if (answer.status !== 201 || answer.body.order_state !== 'delivery' || cents(answer.body.pending) === 0)
      throw new Error(`POST /api/orders: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body.id as number;
  };
  const orders: number[] = new Array(orderSales);
  await inParallel(orderSales, sellers.length, async (index) => {
    orders[index] = await credit(
      sellers[index % sellers.length],
      clients[index % ORDER_CLIENTS],
      ORDER_SALE,
      products[0],
    );
  });
  const payersIds = clients.slice(ORDER_CLIENTS);
  // A client's sales one after the other (the oldest is paid first), the clients side by side.
  await inParallel(payers, sellers.length, async (index) => {
    for (let sale = 0; sale < OPEN_SALES; sale++)
      await credit(sellers[index % sellers.length], payersIds[index], CLIENT_SALE, products[1]);
  });
  return { orders, clients: payersIds, cash: await cashMethod(admin), deposit, products };
}

/** Order payments through HTTP, one client (session) per concurrent cashier. */
export function httpOrderPayments(sessions: HttpClient[], setup: PaymentSetup): Contender {
  const body = { method: setup.cash, amount: PAYMENT, reference: '' };
  let next = 0;
  return {
    async run() {
      const number = next++;
      const order = setup.orders[number % setup.orders.length];
      // At most what is left once this payment and those before it on the sale are counted.
      const owedAfter = cents(ORDER_TOTAL) - (Math.floor(number / setup.orders.length) + 1) * PAYMENT_CENTS;
      const answer = await sessions[number % sessions.length].post(`/api/orders/${order}/payments`, body);
      if (answer.status !== 200 || answer.body.order_state !== 'delivery' || cents(answer.body.pending) > owedAfter)
        throw new Error(
          `POST /api/orders/${order}/payments: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
        );
    },
    close: async () => undefined,
  };
}

/** Client payments through HTTP ('Registrar pagos'), the clients in turn so two never pay at once. */
export function httpClientPayments(sessions: HttpClient[], setup: PaymentSetup): Contender {
  let next = 0;
  return {
    async run() {
      const number = next++;
      const client = setup.clients[number % setup.clients.length];
      const answer = await sessions[number % sessions.length].post('/api/payments', {
        client_id: client,
        method: setup.cash,
        amount: PAYMENT,
        reference: '',
        date: today(),
      });
      const parts = (answer.body?.allocations ?? []) as { amount: number }[];
      if (answer.status !== 201 || parts.reduce((sum, part) => sum + cents(part.amount), 0) !== PAYMENT_CENTS)
        throw new Error(`POST /api/payments: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    },
    close: async () => undefined,
  };
}

/** The same sales owed in the plain tables as on the server, for `orderSales` sales and `payers` clients. */
export const owedSales = (orderSales: number, payers: number): OwedSales => ({
  orderSales,
  orderClients: ORDER_CLIENTS,
  orderTotal: ORDER_TOTAL,
  payers,
  openSales: OPEN_SALES,
  clientSaleTotal: CLIENT_SALE_TOTAL,
});

/** Plain CRUD order payments: one transaction each, on a pool as wide as the concurrency. */
function plainOrderPayments(pool: Pool, orders: number[], cash: number): Contender {
  let next = 0;
  return {
    async run() {
      const order = orders[next++ % orders.length];
      await inTransaction(pool, (client) =>
        payOrder(client, { order, method: cash, amount: PAYMENT, reference: '', user: 1 }),
      );
    },
    close: async () => undefined,
  };
}

/** Plain CRUD client payments: the client's open orders locked and paid oldest first, in one transaction. */
function plainClientPayments(pool: Pool, clients: number[], cash: number): Contender {
  let next = 0;
  const date = today();
  return {
    async run() {
      const clientId = clients[next++ % clients.length];
      await inTransaction(pool, (client) =>
        payClient(client, { client: clientId, method: cash, amount: PAYMENT, reference: '', date, user: 1 }),
      );
    },
    close: async () => undefined,
  };
}

const perSecond = (figures: Figures) => figures.sales / figures.seconds;

export async function run(): Promise<void> {
  const { url, server, counter, close } = await openLoadRun();
  // Its connections stay open between rounds, as the server's do (the database may be full meanwhile).
  const pool = new Pool({ connectionString: url, max: CONCURRENCY, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined);
  try {
    const orderSales = Math.ceil((PAYMENTS + WARMUP) / PAYMENTS_PER_ORDER);
    const payers = Math.ceil((PAYMENTS + WARMUP) / PAYMENTS_PER_CLIENT);
    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => server.login()));
    const setup = await setUpPayments(await server.login(), sessions, orderSales, payers);
    await pool.query(PLAIN_PAYMENTS_SCHEMA);
    const plainSetup = await seedOwedSales(pool, owedSales(orderSales, payers));
    const commands = [
      {
        title: `order payment (POST /api/orders/{id}/payments: ${PAYMENT} cash on one of ${orderSales} credit sales of ${ORDER_TOTAL})`,
        ours: httpOrderPayments(sessions, setup),
        plain: plainOrderPayments(pool, plainSetup.orders, setup.cash),
      },
      {
        title: `client payment (POST /api/payments: ${PAYMENT} cash over the client's ${OPEN_SALES} credit sales of ${CLIENT_SALE_TOTAL}, oldest first; ${payers} clients)`,
        ours: httpClientPayments(sessions, setup),
        plain: plainClientPayments(pool, plainSetup.clients, setup.cash),
      },
    ];
    console.log(`\n== Payments, ${CONCURRENCY} concurrent, vs plain CRUD ==`);
    console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
    await counter.calibrate();
    for (const command of commands) {
      await measure(command.ours, WARMUP, counter, CONCURRENCY);
      await measure(command.plain, WARMUP, counter, CONCURRENCY);
    }
    const totals = commands.map(() => ({ ours: NO_FIGURES, plain: NO_FIGURES }));
    for (let round = 0; round < ROUNDS; round++) {
      const share = Math.floor(PAYMENTS / ROUNDS) + (round < PAYMENTS % ROUNDS ? 1 : 0);
      for (const [index, command] of commands.entries()) {
        const sides = round % 2 === 0 ? (['ours', 'plain'] as const) : (['plain', 'ours'] as const);
        for (const side of sides)
          totals[index][side] = add(totals[index][side], await measure(command[side], share, counter, CONCURRENCY));
      }
    }
    for (const [index, command] of commands.entries()) {
      const { ours, plain } = totals[index];
      console.log(command.title);
      console.log(line('ours', ours, 'payments'));
      console.log(line('plain', plain, 'payments'));
      console.log(
        `ours/plain ${fmt(perSecond(ours) / perSecond(plain), 2)}  (targets: ours/plain >= 0.5, ours p99 < 100 ms)`,
      );
    }
    console.log(idleLine(counter));
    console.log(`load average after: ${load()}; server peak RSS ${fmt(server.peakRssMiB() ?? NaN, 0)} MiB`);
  } finally {
    await pool.end();
    await close();
  }
}

runWhenMain(module, run);
