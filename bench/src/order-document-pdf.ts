/**
 * A sale's Presupuesto as a user opens it (GET /api/orders/{id}/report): the request waits for the
 * 'documents' queue's worker, which prints the PDF with its warm Chromium, and answers the file.
 * The real server in a process of its own; a sale of 12 lines; one request first warms the browser,
 * then 50 in a row: p50 and p99 from request to the last byte (target p99 < 300 ms).
 * `node bench/dist/order-document-pdf.js`; BENCH_DOCUMENT_REQUESTS tunes it.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { HttpClient } from '@bo/platform';
import { benchCatalogue, createdId } from './support/bench-catalogue';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { fmt, percentile } from './support/stats';

const REQUESTS = Number(process.env.BENCH_DOCUMENT_REQUESTS ?? 50);
const LINES = 12;

/** A rate, a deposit, LINES products with stock, a client and one sale of every product, as the administrator. */
async function saleToPrint(admin: HttpClient): Promise<number> {
  const id = createdId(admin);
  const { deposit, products } = await benchCatalogue(
    admin,
    Array.from({ length: LINES }, (_, index) => ({
      code: `REP-${101 + index}`,
      name: `Repuesto de prueba número ${index + 1}`,
      price: `${(index + 1) * 3}.25`,
      cost: '1.00',
    })),
    { units: 100 },
  );
  const client = await id('/api/clients', {
    name: 'Transportes Apure C.A.',
    identification: 'J-30111222-3',
    email: 'apure@correo.test',
    phone: '0414-5550000',
    address: 'San Fernando de Apure',
    typeClient: 'a',
  });
  return id('/api/orders', {
    date: new Date().toISOString().slice(0, 10),
    client_id: client,
    comentary: 'Venta para imprimir',
    estimate: false,
    products: products.map((product_id, index) => ({ product_id, deposit_id: deposit, quantity: index + 1 })),
  });
}

export async function run(): Promise<void> {
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-reports-'));
  const scratch = await openBenchDatabase();
  const server = await startBenchServer(scratch.url, { REPORTS_DIR: reportsDir }).catch(async (error) => {
    await scratch.close();
    throw error;
  });
  try {
    const admin = await server.login();
    const order = await saleToPrint(admin);
    const print = async () => {
      const t0 = performance.now();
      const answer = await admin.get(`/api/orders/${order}/report`);
      const elapsed = performance.now() - t0;
      if (answer.status !== 200 || answer.headers.get('content-type') !== 'application/pdf')
        throw new Error(`GET /api/orders/${order}/report: ${answer.status} ${String(answer.body).slice(0, 300)}`);
      return elapsed;
    };
    const cold = await print();
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i++) latencies.push(await print());
    latencies.sort((a, b) => a - b);
    console.log(`\n== A sale's Presupuesto PDF (GET /api/orders/{id}/report, ${LINES} lines), warm browser ==`);
    // Chromium's printing is CPU-bound: the machine's load says how far these figures can be read.
    const load = os.loadavg().map((value) => fmt(value, 2));
    console.log(
      `requests: ${latencies.length}  first (cold browser): ${fmt(cold)} ms  load average: ${load.join(' ')} on ${os.cpus().length} CPUs`,
    );
    console.log(
      `latency ms  p50 ${fmt(percentile(latencies, 50))}  p99 ${fmt(percentile(latencies, 99))}  max ${fmt(latencies[latencies.length - 1])}  (target p99 < 300)`,
    );
  } finally {
    await server.stop();
    await scratch.close();
    fs.rmSync(reportsDir, { recursive: true, force: true });
  }
}

runWhenMain(module, run);
