import { spawnSync } from 'child_process';
import path from 'path';

/**
 * `npm run bench`: every benchmark in turn, each in a process of its own (emmett installs global
 * pg type parsers that would change what the next benchmark reads). Figures are printed, never asserted.
 */
const BENCHMARKS = [
  'appends',
  'projection-catchup',
  'restore-start',
  'rate-command-http',
  'products-list',
  'products-import',
  'sales-create',
  'write-path-vs-anchor',
  'sale-cost-split',
  'payments-create',
  'purchases-create',
  'orders-list',
  'order-document-pdf',
  'admin-load',
  'reports-excel',
  'audit-seal',
  'audit-books',
  'fiscal-books',
];

console.log(`Benchmarks on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded PostgreSQL'}`);
let failed = false;
for (const name of BENCHMARKS) {
  const result = spawnSync(process.execPath, [path.join(__dirname, `${name}.js`)], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${name}: terminó con código ${result.status}`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
