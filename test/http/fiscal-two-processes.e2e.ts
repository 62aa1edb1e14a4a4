/**
 * Why this file exists: issue 33's numbers are gapless and final across machines, not only within
 * one process (which serialises them in turns): two API processes on one database issue 30
 * invoices at once, half through each, and the invoices get 30 consecutive invoice numbers and
 * control numbers, each once, each order's pair stored as answered (the fiscal stream's expected
 * version refuses the second of two appends made on the same state; the loser decides again).
 */
import { randomBytes } from 'crypto';
import { Pool } from 'pg';
import { SpawnedApi, spawnApi } from '../support/spawn-api';
import { createTestDatabase, TestDatabase } from '../support/database';
import { HttpClient } from '../support/http-client';
import { salesCatalogue } from '../support/sales-catalogue';

jest.setTimeout(240000);

const ADMIN_EMAIL = 'admin@prueba.test';
const ADMIN_PASSWORD = `Clave-${randomBytes(4).toString('hex')}`;
const ENV = {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DATABASE_POOL_SIZE: '4',
  LOG_LEVEL: 'error',
  JOBS_PREFIX: `bo_test_${randomBytes(4).toString('hex')}`,
  RUN_WORKERS: 'false',
};
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const SALES = Number(process.env.SALES ?? 30);

describe('fiscal numbers issued through two API processes at once', () => {
  let database: TestDatabase;
  const servers: SpawnedApi[] = [];
  let admins: HttpClient[] = [];
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase('fiscal_two');
    // One after the other: the first one seeds the administrator.
    servers.push(await spawnApi(database.url, 0, ENV));
    servers.push(await spawnApi(database.url, 0, ENV));
    admins = await Promise.all(
      servers.map(async (server) => {
        const client = new HttpClient(server.url);
        expect((await client.login(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
        return client;
      }),
    );
    pool = new Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await pool?.end();
    await database?.drop();
  });

  it('gives 30 invoices 30 consecutive numbers and control numbers, each once, half through each process', async () => {
    const [a] = admins;
    expect((await a.put('/api/fiscal/settings', { regime: 'ordinary', next_invoice_number: 1 })).status).toBe(200);
    expect((await a.post('/api/fiscal/control-ranges', { prefix: '00-', from: 1, to: 100 })).status).toBe(201);
    const catalogue = await salesCatalogue(a);
    const product = await catalogue.product('FIL-2P', 'Filtro', '10.00', 1000, '6.00');
    const client = (await a.post('/api/clients', { name: 'Taller Dos', identification: 'J-33000002', typeClient: 'a' }))
      .body.id as number;
    const sales: number[] = [];
    for (let index = 0; index < SALES; index++) {
      const sale = await a.post('/api/orders', {
        date: TODAY,
        comentary: 'Venta fiscal',
        estimate: false,
        client_id: client,
        isCredit: true,
        products: [{ product_id: product, deposit_id: catalogue.deposit, quantity: 1 }],
      });
      expect(sale.status).toBe(201);
      sales.push(sale.body.id);
    }
    const answers = await Promise.all(sales.map((id, index) => admins[index % 2].put(`/api/orders/${id}/invoice`, {})));
    expect(answers.map((answer) => answer.status)).toEqual(sales.map(() => 200));
    const answered = answers.map((answer) => [answer.body.id, answer.body.invoice_number, answer.body.control_number]);
    const numbers = answered.map(([, number]) => Number(number)).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: SALES }, (_, index) => index + 1));
    const controls = answered.map(([, , control]) => control as string).sort();
    expect(controls).toEqual(Array.from({ length: SALES }, (_, index) => `00-${String(index + 1).padStart(8, '0')}`));
    // What is stored is what was answered: each order's own invoice event, and one number taken per invoice.
    const stored = await pool.query<{ id: string; number: string; control: string }>(
      `select data->>'id' as id, data->>'invoice_number' as number, data->>'control_number' as control
       from events where type = 'OrderInvoiced'`,
    );
    expect(stored.rows.map((row) => [Number(row.id), row.number, row.control]).sort((x, y) => x[0] - y[0])).toEqual(
      [...answered].sort((x, y) => x[0] - y[0]),
    );
    const taken = await pool.query(`select count(*)::int as count from events where type = 'FiscalNumberTaken'`);
    expect(taken.rows[0].count).toBe(SALES);
  });
});
