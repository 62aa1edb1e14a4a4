/**
 * Issue 35's measure: our write path beside the conventional NestJS CRUD service of
 * `../shared/anchors/nest-crud` (support/anchor-server.ts), both over HTTP from the same 8 signed-in
 * clients, on the same PostgreSQL, taking turns in rounds (the order flips each round):
 * - a sale: 3 lines out of one deposit and one cash payment of the whole total, answered with its
 *   effect (ours: POST /api/orders as the sale form sends it, with an Idempotency-Key; theirs: its
 *   POST /api/orders, 3 lines and the payment in one transaction);
 * - an order payment and a client payment (payments-create.ts's: 1.00 cash on a credit sale, and
 *   1.00 over a client's open sales oldest first), beside the anchor's pattern for them in our own
 *   code (support/conventional-server.ts: sessions in PostgreSQL, one transaction each),
 *   the same load driving both;
 * - a new rate, and an inventory entry of 2 lines created and approved, beside their conventional
 *   versions in the same peer (support/stock-commands-load.ts drives both);
 * - an authenticated GET of one rate (ours: GET /api/taxes/current; theirs: GET /api/taxes/latest).
 * Per command: rate, p50, p99, queries (round trips each server sent PostgreSQL, counted inside it),
 * PostgreSQL transactions, and the ratio to the anchor. Figures only, nothing is asserted.
 * `node bench/dist/write-path-vs-anchor.js`; BENCH_VS_ANCHOR (commands of each kind and side),
 * BENCH_VS_ANCHOR_WARMUP, BENCH_VS_ANCHOR_GET_WARMUP, BENCH_VS_ANCHOR_ROUNDS and
 * BENCH_VS_ANCHOR_CONCURRENCY tune it.
 */
import os from 'os';
import path from 'path';
import { Pool } from 'pg';
import { HttpClient, PROJECT_ROOT } from '@bo/platform';
import { AnchorServer, ANCHOR_DIR, anchorPresent, PeerProgram, startAnchor } from './support/anchor-server';
import { seedOwedSales } from './support/plain-payments';
import {
  httpClientPayments,
  httpOrderPayments,
  owedSales,
  PAYMENTS_PER_CLIENT,
  PAYMENTS_PER_ORDER,
  setUpPayments,
} from './payments-create';
import { runWhenMain } from './support/bench-database';
import {
  add,
  Contender,
  Figures,
  line,
  load,
  LoadRun,
  measure,
  NO_FIGURES,
  openLoadRun,
  TransactionCounter,
} from './support/load-run';
import { fmt, percentile } from './support/stats';
import { salesThroughHttp, setUpSaleCatalogue } from './sales-create';
import { inventoryCommands, rateCommands } from './support/stock-commands-load';

const COUNT = Number(process.env.BENCH_VS_ANCHOR ?? 1_200);
const WARMUP = Number(process.env.BENCH_VS_ANCHOR_WARMUP ?? 80);
/**
 * The GETs warm up longer, as a GET costs little to repeat: their figures are those of servers past
 * their JIT's warm-up (the ratio after 5,000 was 0.55, after 80 it had been 0.58: the rounds vary more).
 */
const GET_WARMUP = Number(process.env.BENCH_VS_ANCHOR_GET_WARMUP ?? 5_000);
const ROUNDS = Number(process.env.BENCH_VS_ANCHOR_ROUNDS ?? 2);
const CONCURRENCY = Number(process.env.BENCH_VS_ANCHOR_CONCURRENCY ?? 8);

/** One side of a comparison: what it runs, where its transactions are counted, how its queries are read. */
interface Side {
  name: string;
  contender: Contender;
  counter: TransactionCounter;
  queries(): Promise<number>;
}

interface Measured extends Figures {
  queries: number;
}

async function measureSide(side: Side, count: number): Promise<Measured> {
  const before = await side.queries();
  const figures = await measure(side.contender, count, side.counter, CONCURRENCY);
  return { ...figures, queries: (await side.queries()) - before };
}

/** `ours` and `theirs` in ROUNDS rounds of COUNT / ROUNDS each, the order flipped every round. */
async function compare(title: string, noun: string, ours: Side, theirs: Side, warmup = WARMUP): Promise<void> {
  await measure(ours.contender, warmup, ours.counter, CONCURRENCY);
  await measure(theirs.contender, warmup, theirs.counter, CONCURRENCY);
  const totals = new Map<Side, Measured>([
    [ours, { ...NO_FIGURES, queries: 0 }],
    [theirs, { ...NO_FIGURES, queries: 0 }],
  ]);
  for (let round = 0; round < ROUNDS; round++) {
    const share = Math.floor(COUNT / ROUNDS) + (round < COUNT % ROUNDS ? 1 : 0);
    for (const side of round % 2 === 0 ? [ours, theirs] : [theirs, ours]) {
      const figures = await measureSide(side, share);
      const total = totals.get(side)!;
      totals.set(side, { ...add(total, figures), queries: total.queries + figures.queries });
    }
  }
  console.log(`\n== ${title}, ${CONCURRENCY} concurrent clients ==`);
  for (const side of [ours, theirs]) {
    const total = totals.get(side)!;
    console.log(`${line(side.name, total, noun)}  ${fmt(total.queries / total.sales, 1)} queries per command`);
  }
  const rate = (figures: Figures) => figures.sales / figures.seconds;
  const p99 = (figures: Figures) =>
    percentile(
      [...figures.latencies].sort((a, b) => a - b),
      99,
    );
  console.log(
    `ours/${theirs.name} ${fmt(rate(totals.get(ours)!) / rate(totals.get(theirs)!), 2)}  ` +
      `(ours p99 ${fmt(p99(totals.get(ours)!))} ms, theirs ${fmt(p99(totals.get(theirs)!))} ms)`,
  );
}

/** The anchor's sale: 3 lines of its seeded products and one cash payment of the whole total. */
export function anchorSales(clients: HttpClient[]): Contender {
  const products = [
    { product_id: 1, deposit_id: 1, quantity: 2, price: 10.5 },
    { product_id: 2, deposit_id: 1, quantity: 1, price: 25 },
    { product_id: 3, deposit_id: 1, quantity: 3, price: 3.75 },
  ];
  const total = products.reduce((sum, product) => sum + Math.round(product.quantity * product.price * 100), 0) / 100;
  let next = 0;
  return {
    async run() {
      const index = next++;
      const answer = await clients[index % clients.length].post(
        '/api/orders',
        {
          date: new Date().toISOString().slice(0, 10),
          client_id: 1 + (index % 50),
          products,
          discount: { type: 'amount', value: 0 },
          isCredit: false,
          comentary: 'Venta de prueba de carga',
          estimate: false,
          change: 0,
          payment: { method: 1, amount: total, reference: '' },
        },
        { xsrf: false },
      );
      if (answer.status !== 201)
        throw new Error(`anchor POST /api/orders: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    close: async () => undefined,
  };
}

function gets(clients: HttpClient[], path: string): Contender {
  let next = 0;
  return {
    async run() {
      const answer = await clients[next++ % clients.length].get(path);
      if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
    },
    close: async () => undefined,
  };
}

/** Our side and a peer's side of the same server run and counters. */
const sides = (run: LoadRun, peer: AnchorServer, peerCounter: TransactionCounter, peerName: string) => ({
  ours: (contender: Contender): Side => ({
    name: 'ours',
    contender,
    counter: run.counter,
    queries: () => run.server.queries(),
  }),
  theirs: (contender: Contender): Side => ({
    name: peerName,
    contender,
    counter: peerCounter,
    queries: () => peer.queries(),
  }),
});

/**
 * Our server on a scratch database, and a peer on its own database of the same PostgreSQL with a
 * counter of its transactions (and a connection to it, `stats`); all closed after `work`.
 */
async function withPeer(
  program: PeerProgram | undefined,
  work: (ourRun: LoadRun, peer: AnchorServer, counter: TransactionCounter, stats: Pool) => Promise<void>,
): Promise<void> {
  const ourRun = await openLoadRun();
  let peer: AnchorServer | undefined;
  let stats: Pool | undefined;
  try {
    peer = await startAnchor(ourRun.url, program);
    stats = new Pool({ connectionString: peer.databaseUrl, max: 1, idleTimeoutMillis: 0 });
    stats.on('error', () => undefined);
    await work(ourRun, peer, new TransactionCounter(stats), stats);
  } finally {
    await stats?.end();
    await peer?.stop();
    await ourRun.close();
  }
}

/** The sale and the GET, ours beside the anchor. */
async function salesAndGet(): Promise<void> {
  await withPeer(undefined, async (ourRun, anchor, anchorCounter) => {
    const units = (COUNT + WARMUP) * 4;
    const setup = await setUpSaleCatalogue(await ourRun.server.login(), units);
    const ourClients = await Promise.all(Array.from({ length: CONCURRENCY }, () => ourRun.server.login()));
    const anchorClients = await Promise.all(Array.from({ length: CONCURRENCY }, () => anchor.login()));
    console.log(`\nload average before: ${load()} (${os.cpus().length} cores)`);
    await Promise.all([ourRun.counter.calibrate(), anchorCounter.calibrate()]);
    const { ours, theirs } = sides(ourRun, anchor, anchorCounter, 'anchor');
    await compare(
      'Create sale (3 lines, 1 cash payment, answered with its effect)',
      'sales',
      ours(salesThroughHttp(ourClients, setup, true)),
      theirs(anchorSales(anchorClients)),
    );
    await compare(
      'Authenticated GET of one rate',
      'reads',
      ours(gets(ourClients, '/api/taxes/current')),
      theirs(gets(anchorClients, '/api/taxes/latest')),
      GET_WARMUP,
    );
    console.log(
      `load average after: ${load()}; our server's peak RSS ${fmt(ourRun.server.peakRssMiB() ?? NaN, 0)} MiB`,
    );
  });
}

/** The two payments, the rate and the inventory entry, ours beside their conventional versions in the anchor's pattern. */
async function againstConventional(): Promise<void> {
  const program: PeerProgram = {
    script: path.join(__dirname, 'support', 'conventional-server.js'),
    cwd: PROJECT_ROOT,
    probe: '/api/payments',
  };
  await withPeer(program, async (ourRun, peer, peerCounter, stats) => {
    const orderSales = Math.ceil((COUNT + 2 * WARMUP) / PAYMENTS_PER_ORDER);
    const payers = Math.ceil((COUNT + 2 * WARMUP) / PAYMENTS_PER_CLIENT);
    const ourClients = await Promise.all(Array.from({ length: CONCURRENCY }, () => ourRun.server.login()));
    const peerClients = await Promise.all(Array.from({ length: CONCURRENCY }, () => peer.login()));
    const ourSetup = await setUpPayments(await ourRun.server.login(), ourClients, orderSales, payers);
    const peerSetup = { ...(await seedOwedSales(stats, owedSales(orderSales, payers))), cash: 1 };
    console.log(`\nload average before: ${load()} (${os.cpus().length} cores)`);
    await Promise.all([ourRun.counter.calibrate(), peerCounter.calibrate()]);
    const { ours, theirs } = sides(ourRun, peer, peerCounter, 'peer');
    await compare(
      'Order payment (POST /api/orders/{id}/payments, 1.00 cash on a credit sale)',
      'payments',
      ours(httpOrderPayments(ourClients, ourSetup)),
      theirs(httpOrderPayments(peerClients, peerSetup)),
    );
    await compare(
      "Client payment (POST /api/payments, 1.00 cash over the client's open sales, oldest first)",
      'payments',
      ours(httpClientPayments(ourClients, ourSetup)),
      theirs(httpClientPayments(peerClients, peerSetup)),
    );
    await compare(
      'Rate (POST /api/taxes, answered with the new rate)',
      'rates',
      ours(rateCommands(ourClients)),
      theirs(rateCommands(peerClients)),
    );
    await compare(
      'Inventory entry (POST /api/inventories, 2 lines, then its approval: the stock moves; 2 requests each)',
      'entries',
      ours(inventoryCommands(ourClients, { deposit: ourSetup.deposit!, products: ourSetup.products! })),
      theirs(inventoryCommands(peerClients, { deposit: 1, products: [1, 2] })),
    );
    console.log(`load average after: ${load()}`);
  });
}

export async function run(): Promise<void> {
  if (!anchorPresent()) {
    console.log(`\n== Write path vs the NestJS CRUD anchor: skipped, no anchor at ${ANCHOR_DIR} (BENCH_ANCHOR_DIR) ==`);
    return;
  }
  await salesAndGet();
  await againstConventional();
}

runWhenMain(module, run);
