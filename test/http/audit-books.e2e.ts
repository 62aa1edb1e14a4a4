/**
 * The books as of an instant over HTTP (issue 32, item 3): business of every kind that moves them
 * (credit sales, client payments, purchases on credit and their payments, inventory entries, a
 * cost change, a transfer), the books at T equal to what the clients, providers and products
 * screens answered at T, still equal after more business, while the books at now equal the screens
 * now; concurrent requests; the Excel report of the same; bad instants; who may read them.
 */
import { expectFormErrors } from '../support/form-errors';
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { listQuery } from '../support/list-query';
import { readPdf } from '../support/pdf';
import { downloaded, finished, rowsOf } from '../support/reports';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite({ redisUrl: null });
jest.setTimeout(120000);

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Account {
  id: number;
  name: string;
  balance: string;
}
interface StockRow {
  product_id: number;
  code: string;
  name: string;
  deposit_id: number;
  quantity: number;
  cost: string;
}
interface Figures {
  clients: Account[];
  providers: Account[];
  stock: StockRow[];
}
interface Books extends Figures {
  as_of: string;
  totals: { receivables: string; payables: string; stock_cost: string };
}

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
const byPlace = (rows: StockRow[]) =>
  [...rows].sort((a, b) => a.product_id - b.product_id || a.deposit_id - b.deposit_id);
const cents = (value: string | number) => Math.round(Number(value) * 100);
const money = (total: number) => (total / 100).toFixed(2);

describe('the books as of an instant over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let cash: number;
  let norte: number;
  let region: number;
  let oil: number;
  let brake: number;
  let taller: number;
  let ana: number;
  let andes: number;
  let firstPurchase: number;
  let invoice = 0;

  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id as number;
  };
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const done = await answer;
    if (done.status >= 300) throw new Error(`${done.status} ${JSON.stringify(done.body)}`);
  };
  const creditSale = (client: number, product: number, quantity: number) =>
    created('/api/orders', {
      date: TODAY,
      client_id: client,
      comentary: 'A crédito',
      estimate: false,
      isCredit: true,
      products: [{ product_id: product, deposit_id: catalogue.deposit, quantity }],
    });
  const clientPayment = (client: number, amount: string) =>
    created('/api/payments', { client_id: client, method: cash, amount, reference: '', date: TODAY });
  const creditPurchase = (product: number, cost: string, quantity: number) => {
    invoice += 1;
    return created('/api/shoppings', {
      provider_id: andes,
      date: TODAY,
      invoice_number: `LIB-${invoice}`,
      payment_type: 'credit',
      due_date: '2099-01-31',
      deposit_id: catalogue.deposit,
      products: [{ product_id: product, cost, quantity }],
      payments: [],
    });
  };
  const purchasePayment = (purchase: number, amount: string) =>
    created(`/api/shoppings/${purchase}/payments`, { method: cash, amount_usd: amount });
  const transfer = async (product: number, quantity: number, receive: boolean) => {
    const id = await created(`/api/deposits/${catalogue.deposit}/transfers`, {
      products: [{ product_id: product, quantity, deposit_id: norte }],
    });
    if (!receive) return;
    await ok(admin.post(`/api/transfers/${id}/send`, {}));
    await ok(admin.post(`/api/transfers/${id}/receive`, {}));
  };

  /** What the clients, providers and products screens answer now, in the books' terms. */
  const screens = async (): Promise<Figures> => {
    const all = listQuery({}, ['id', 'ASC'], [0, 199]);
    const clients = (await admin.get(`/api/clients${all}`)).body as { id: number; name: string; balance: number }[];
    const providers = (await admin.get(`/api/providers${all}`)).body as {
      id: number;
      name: string;
      company_name: string | null;
      balance: string;
    }[];
    const products = (await admin.get(`/api/products${all}`)).body as {
      id: number;
      code: string;
      name: string;
      cost: number | null;
      product_deposits: { deposit_id: number; quantity: number }[];
    }[];
    return {
      clients: byId(clients.map((row) => ({ id: row.id, name: row.name, balance: money(cents(row.balance)) }))),
      providers: byId(
        providers.map((row) => ({
          id: row.id,
          name: row.company_name || row.name,
          balance: money(cents(row.balance)),
        })),
      ),
      stock: byPlace(
        products.flatMap((product) =>
          product.product_deposits
            .filter((place) => Number(place.quantity) !== 0)
            .map((place) => ({
              product_id: product.id,
              code: product.code,
              name: product.name,
              deposit_id: place.deposit_id,
              quantity: Number(place.quantity),
              cost: money(cents(product.cost ?? 0)),
            })),
        ),
      ),
    };
  };
  const booksAt = async (instant: string, client = admin): Promise<Books> => {
    const answer = await client.get(`/api/audit/books?as_of=${encodeURIComponent(instant)}`);
    expect(answer.status).toBe(200);
    return answer.body as Books;
  };
  const figuresOf = (books: Books): Figures => ({
    clients: byId(books.clients),
    providers: byId(books.providers),
    stock: byPlace(books.stock),
  });
  /** The totals a reader adds up from the rows: receivables, payables, quantity x cost. */
  const totalsOf = (figures: Figures) => ({
    receivables: money(figures.clients.reduce((sum, row) => sum + cents(row.balance), 0)),
    payables: money(figures.providers.reduce((sum, row) => sum + cents(row.balance), 0)),
    stock_cost: money(figures.stock.reduce((sum, row) => sum + row.quantity * cents(row.cost), 0)),
  });

  let before: string;
  let instant: string;
  let screensAtT: Figures;

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;
    const states = (await admin.get('/api/utils/states')).body as { id: number }[];
    region = states[0].id;
    norte = await created('/api/deposits', { name: 'Depósito Norte', region_id: region });
    before = new Date().toISOString();
    await sleep(5);
    oil = await catalogue.product('ACE-1', 'Aceite 15W40', '10.00', 20, '4.00');
    brake = await catalogue.product('FRE-1', 'Pastillas de freno', '25.00', 10, '10.00');
    taller = await created('/api/clients', { name: 'Taller Rivas', identification: 'J-30000001-1', typeClient: 'a' });
    ana = await created('/api/clients', { name: 'Ana Pérez', identification: 'V-20000002', typeClient: 'b' });
    andes = await created('/api/providers', {
      name: 'Carlos Pérez',
      company_name: 'Distribuidora Los Andes C.A.',
      tax_id: 'J-40000001-1',
    });

    await creditSale(taller, oil, 2); // owes 20.00
    await clientPayment(taller, '5.00'); // owes 15.00
    firstPurchase = await creditPurchase(brake, '12.00', 5); // 60.00 owed; the brake pads now cost 12.00
    await purchasePayment(firstPurchase, '20.00'); // 40.00 owed
    await catalogue.addStock(oil, 7); // 25 oil
    await transfer(oil, 3, true); // 22 in the central deposit, 3 in Norte

    await sleep(20);
    instant = new Date().toISOString();
    screensAtT = await screens();
    await sleep(20);

    await creditSale(ana, brake, 1); // Ana owes 25.00
    await clientPayment(taller, '15.00'); // the workshop owes nothing
    await creditPurchase(oil, '5.00', 10); // 50.00 more owed; the oil now costs 5.00
    await purchasePayment(firstPurchase, '40.00');
    await catalogue.addStock(brake, 2);
    await transfer(brake, 4, false); // prepared: out of the central deposit, in no deposit yet
    await ok(admin.put(`/api/deposits/${norte}`, { name: 'Depósito Norte II', region_id: region })); // renamed since
  });

  it('answers at T exactly what the screens showed at T, after more business of every kind', async () => {
    const books = await booksAt(instant);
    expect(books.as_of).toBe(instant);
    expect(figuresOf(books)).toEqual(screensAtT);
    expect(books.clients).toEqual(
      expect.arrayContaining([
        { id: taller, name: 'Taller Rivas', balance: '15.00' },
        { id: ana, name: 'Ana Pérez', balance: '0.00' },
      ]),
    );
    expect(books.providers).toEqual([{ id: andes, name: 'Distribuidora Los Andes C.A.', balance: '40.00' }]);
    expect(byPlace(books.stock)).toEqual([
      {
        product_id: oil,
        code: 'ACE-1',
        name: 'Aceite 15W40',
        deposit_id: catalogue.deposit,
        quantity: 22,
        cost: '4.00',
      },
      { product_id: oil, code: 'ACE-1', name: 'Aceite 15W40', deposit_id: norte, quantity: 3, cost: '4.00' },
      {
        product_id: brake,
        code: 'FRE-1',
        name: 'Pastillas de freno',
        deposit_id: catalogue.deposit,
        quantity: 15,
        cost: '12.00',
      },
    ]);
    // 25 x 4.00 + 15 x 12.00.
    expect(books.totals).toEqual({ receivables: '15.00', payables: '40.00', stock_cost: '280.00' });
    expect(books.totals).toEqual(totalsOf(figuresOf(books)));
  });

  it('answers at now what the screens show now, and before any of it an empty stock', async () => {
    const now = await booksAt(new Date().toISOString());
    expect(figuresOf(now)).toEqual(await screens());
    expect(now.totals).toEqual(totalsOf(figuresOf(now)));
    expect(now.totals).toEqual({
      receivables: '25.00',
      payables: '50.00',
      // oil 22 + 10 bought at 5.00 in the central deposit, 3 in Norte; brake pads 15 - 1 + 2 - 4 at 12.00.
      stock_cost: money((22 + 10 + 3) * 500 + (15 - 1 + 2 - 4) * 1200),
    });
    const earlier = await booksAt(before);
    expect(earlier.stock).toEqual([]);
    expect(earlier.providers).toEqual([]);
    expect(earlier.clients.map((client) => client.id)).not.toContain(taller);
    expect(earlier.totals).toEqual({ receivables: '0.00', payables: '0.00', stock_cost: '0.00' });
  });

  it('answers concurrent requests each at its own instant', async () => {
    const now = new Date().toISOString();
    const [first, second, third, fourth] = await Promise.all([
      booksAt(instant),
      booksAt(now),
      booksAt(instant),
      booksAt(before),
    ]);
    expect(figuresOf(first)).toEqual(screensAtT);
    expect(figuresOf(third)).toEqual(screensAtT);
    expect(second.totals.payables).toBe('50.00');
    expect(fourth.totals.stock_cost).toBe('0.00');
    // Each replay's scratch schema is dropped once answered: only the one made ahead for the next may stay.
    const scratch = async () =>
      Number(
        (
          await suite.server.running.pool.query(
            "select count(*) as schemas from information_schema.schemata where schema_name like 'rm\\_books\\_%'",
          )
        ).rows[0].schemas,
      );
    // (The spare may still be in the making on a busy machine: at most that one, never a used one.)
    for (let tries = 0; (await scratch()) > 1 && tries < 300; tries++) await sleep(50);
    expect(await scratch()).toBeLessThanOrEqual(1);
  });

  it('exports the same books to Excel as a report job, read back', async () => {
    const auditor = await suite.as('auditor');
    const asked = await auditor.post('/api/reports', {
      type: 'audit-books',
      format: 'excel',
      params: { as_of: instant },
    });
    expect(asked.status).toBe(202);
    const status = await finished(auditor, asked.body.id, 60000);
    expect([status.state, status.error]).toEqual(['completed', undefined]);
    const file = await downloaded(suite, auditor, asked.body.id);
    expect(file.status).toBe(200);
    const rows = Array.from(await rowsOf(file), (row) => Array.from(row ?? [], (cell) => cell ?? null));
    const at = (label: string) => rows.findIndex((row) => row.includes(label));
    const row = (label: string) => rows[at(label)];
    expect(at('Cuentas por cobrar')).toBeLessThan(at('Cuentas por pagar'));
    expect(at('Cuentas por pagar')).toBeLessThan(at('Inventario valorado'));
    expect(row('Taller Rivas')).toEqual([String(taller), 'Taller Rivas', null, null, null, 15]);
    expect(row('Total por cobrar')).toEqual([null, 'Total por cobrar', null, null, null, 15]);
    expect(row('Distribuidora Los Andes C.A.')).toEqual([
      String(andes),
      'Distribuidora Los Andes C.A.',
      null,
      null,
      null,
      40,
    ]);
    expect(row('Total por pagar')).toEqual([null, 'Total por pagar', null, null, null, 40]);
    expect(rows[at('Inventario valorado') + 1]).toEqual([
      'Código',
      'Producto',
      'Depósito',
      'Cantidad',
      'Costo unitario',
      'Costo total',
    ]);
    expect(rows.filter((line) => line[0] === 'FRE-1')).toEqual([
      ['FRE-1', 'Pastillas de freno', 'Galpón Central', 15, 12, 180],
    ]);
    // Each deposit by the name it had then.
    expect(rows.filter((line) => line[0] === 'ACE-1')).toEqual([
      ['ACE-1', 'Aceite 15W40', 'Galpón Central', 22, 4, 88],
      ['ACE-1', 'Aceite 15W40', 'Depósito Norte', 3, 4, 12],
    ]);
    expect(row('Total del inventario')).toEqual([null, 'Total del inventario', null, null, null, 280]);
  });

  it('prints the same books to PDF, with the instant in Caracas time', async () => {
    const asked = await admin.post('/api/reports', { type: 'audit-books', format: 'pdf', params: { as_of: instant } });
    expect(asked.status).toBe(202);
    const status = await finished(admin, asked.body.id, 90000);
    expect([status.state, status.error]).toEqual(['completed', undefined]);
    const { text } = readPdf(Buffer.from(await (await downloaded(suite, admin, asked.body.id)).arrayBuffer()));
    const caracas = new Intl.DateTimeFormat('es-VE', {
      timeZone: 'America/Caracas',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(instant));
    expect(text).toContain(caracas);
    for (const words of ['Cuentas por cobrar', 'Cuentas por pagar', 'Inventario valorado', 'Taller Rivas'])
      expect(text).toContain(words);
    expect(text).toMatch(/Total por cobrar\s+\$15\.00/);
    expect(text).toMatch(/Total por pagar\s+\$40\.00/);
    expect(text).toMatch(/Total del inventario\s+\$280\.00/);
  });

  it('refuses a missing, malformed or impossible instant with a 400 on as_of', async () => {
    const message =
      'La fecha de consulta no es válida: use una fecha y hora ISO-8601 con zona, como 2026-01-31T12:00:00Z.';
    for (const query of [
      '',
      '?as_of=',
      '?as_of=ayer',
      '?as_of=2026-02-30T10:00:00Z',
      '?as_of=2026-01-31',
      '?as_of=2026-01-31T10:00:00',
    ]) {
      expectFormErrors(await admin.get(`/api/audit/books${query}`), { as_of: [message] });
    }
    expectFormErrors(
      await admin.post('/api/reports', { type: 'audit-books', format: 'excel', params: { as_of: 'ayer' } }),
      {
        as_of: [message],
      },
    );
  });

  it('lets admin and the auditor read the books and ask their report; no other role', async () => {
    const auditor = await suite.as('auditor');
    expect(figuresOf(await booksAt(instant, auditor))).toEqual(screensAtT);
    for (const role of ['sales', 'storer', 'financial', 'endline'] as const) {
      const client = await suite.as(role);
      expect([role, (await client.get(`/api/audit/books?as_of=${encodeURIComponent(instant)}`)).status]).toEqual([
        role,
        403,
      ]);
      expect([
        role,
        (await client.post('/api/reports', { type: 'audit-books', params: { as_of: instant } })).status,
      ]).toEqual([role, 403]);
    }
  });
});
