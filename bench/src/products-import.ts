/**
 * The product import over HTTP: a generated .xlsx of 10,000 rows (20 brands, one category, two
 * price groups) posted to POST /api/products/import on the real server; seconds until the answer
 * (which waits for the read models) and the server process's peak resident memory.
 * `node bench/dist/products-import.js`; BENCH_IMPORT_ROWS tunes it.
 */
import ExcelJS from 'exceljs';
import { openBenchDatabase, runWhenMain } from './support/bench-database';
import { startBenchServer } from './support/bench-server';
import { fmt } from './support/stats';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BRANDS = 20;
const HEADER = [
  'code',
  'name',
  'line_name',
  'description',
  'volumen',
  'weight',
  'brand',
  'category',
  'part_id',
  'alias',
  'contable',
  'cost',
  'precio Detal',
  'precio Mayor',
];
const NOUNS = ['Filtro', 'Bujía', 'Amortiguador', 'Pastilla', 'Correa', 'Bomba', 'Sensor', 'Rodamiento'];

async function spreadsheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  sheet.addRow(HEADER);
  for (let i = 1; i <= ROWS; i++) {
    const cost = (100 + ((i * 13) % 9000)) / 100;
    sheet.addRow([
      `IMP-${String(i).padStart(6, '0')}`,
      `${NOUNS[i % NOUNS.length]} importado ${i}`,
      i % 4 ? null : 'Línea pesada',
      i % 3 ? null : `Descripción del producto ${i}`,
      null,
      i % 5 ? null : 0.75,
      `Marca ${(i % BRANDS) + 1}`,
      'Repuestos',
      `PN-${i * 7}`,
      null,
      i % 2 ? 'si' : 0,
      cost,
      Math.round(cost * 130) / 100,
      Math.round(cost * 120) / 100,
    ]);
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
    await admin.post('/api/price-groups', { name: 'Detal' });
    await admin.post('/api/price-groups', { name: 'Mayor' });
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
