/**
 * The product import over HTTP: a generated .xlsx of 10,000 rows (20 brands, one category, two
 * price groups) posted to POST /api/products/import on the real server; seconds until the answer
 * (which waits for the read models) and the server process's peak resident memory.
 * `node bench/dist/products-import.js`; BENCH_IMPORT_ROWS tunes it.
 */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '@bo/api/dist/products/import-products/import-columns';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { fmt } from './support/stats';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BRANDS = 20;
/** Each price group with its price as a percentage of the cost. */
const PRICE_GROUPS = { Detal: 130, Mayor: 120 };
const HEADER = [...IMPORT_COLUMNS, ...Object.keys(PRICE_GROUPS).map((group) => `precio ${group}`)];
const NOUNS = ['Filtro', 'Bujía', 'Amortiguador', 'Pastilla', 'Correa', 'Bomba', 'Sensor', 'Rodamiento'];

async function spreadsheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  sheet.addRow(HEADER);
  for (let i = 1; i <= ROWS; i++) {
    const cost = (100 + ((i * 13) % 9000)) / 100;
    const product: Record<(typeof IMPORT_COLUMNS)[number], unknown> = {
      code: `IMP-${String(i).padStart(6, '0')}`,
      name: `${NOUNS[i % NOUNS.length]} importado ${i}`,
      line_name: i % 4 ? null : 'Línea pesada',
      description: i % 3 ? null : `Descripción del producto ${i}`,
      volumen: null,
      weight: i % 5 ? null : 0.75,
      brand: `Marca ${(i % BRANDS) + 1}`,
      category: 'Repuestos',
      part_id: `PN-${i * 7}`,
      alias: null,
      contable: i % 2 ? 'si' : 0,
      cost,
    };
    const prices = Object.values(PRICE_GROUPS).map((percent) => Math.round(cost * percent) / 100);
    sheet.addRow([...IMPORT_COLUMNS.map((column) => product[column]), ...prices]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function run(): Promise<void> {
  const scratch = await openBenchDatabase();
  let server: Awaited<ReturnType<typeof startBenchServer>> | null = null;
  try {
    const file = await spreadsheet();
    server = await startBenchServer(scratch.url);
    const admin = await server.login();
    for (let b = 1; b <= BRANDS; b++) await admin.post('/api/brands', { name: `Marca ${b}`, code: `M${b}` });
    await admin.post('/api/product-categories', { name: 'Repuestos', code: 'REP' });
    for (const name of Object.keys(PRICE_GROUPS)) await admin.post('/api/price-groups', { name });
    const before = server.peakRssMiB();

    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(file)]), 'productos.xlsx');
    const started = performance.now();
    const answer = await admin.post('/api/products/import', body);
    const seconds = (performance.now() - started) / 1000;
    if (answer.status !== 201)
      throw new Error(`Importación: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
    const listed = await admin.get('/api/products?range=[0,0]');
    const peak = server.peakRssMiB();
    const mib = (value: number | null) => (value === null ? 'n/a' : `${fmt(value)} MiB`);
    console.log(`\n== Product import over HTTP (POST /api/products/import, .xlsx, all rows or none) ==`);
    console.log(
      `rows: ${ROWS.toLocaleString('en')} (${fmt(file.length / 1024 / 1024, 2)} MB)  imported: ${answer.body.imported}  listed right after: ${listed.headers.get('content-range')}`,
    );
    console.log(`${fmt(seconds, 2)} s until the answer, read models included  (target < 30 s)`);
    console.log(`server peak RSS: ${mib(peak)} (${mib(before)} before the import)`);
  } finally {
    await server?.stop();
    await scratch.close();
  }
}

runWhenMain(module, run);
