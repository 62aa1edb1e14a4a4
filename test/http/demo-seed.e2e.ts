import { seedDemo } from '../../apps/api/src/demo/seed-demo';
import { httpSuite, totalOf } from '../support/http-suite';
import { listQuery } from '../support/list-query';

jest.setTimeout(120_000);

const suite = httpSuite();
/** The business day (Caracas) of an instant. */
const businessDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date(instant));
const SMALL = { products: 24, clients: 6, sales: 16 };

/**
 * Who makes each kind of part, as a shop's buyer knows it (not read from the seed): an oil is a
 * Castrol or a Motul, never an NGK; a battery a Duncan or a Titan, never a Brembo.
 */
const MAKERS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^Filtro de /, ['Mann Filter', 'Wix', 'Bosch', 'Fram', 'Mahle', 'ACDelco', 'Motorcraft', 'Purolator']],
  [/^(Pastillas de freno|Disco de freno|Bomba de freno|Zapatas) /, ['Brembo', 'Bosch', 'Wagner', 'ACDelco', 'TRW']],
  [/^Amortiguador /, ['Monroe', 'Sachs', 'KYB', 'Gabriel', 'Bilstein']],
  [/^(Terminal de dirección|Rótula) /, ['Moog', 'TRW', 'Delphi', 'ACDelco', 'Mevotech']],
  [/^(Bujía|Cable de bujía) /, ['NGK', 'Bosch', 'Denso', 'Champion', 'ACDelco', 'Motorcraft']],
  [/^(Bobina de encendido|Sensor de cigüeñal) /, ['Bosch', 'Denso', 'Delphi', 'NGK', 'ACDelco', 'Motorcraft']],
  [/^Correa de tiempo /, ['Gates', 'Dayco', 'Contitech', 'SKF', 'Bosch']],
  [/^Bomba de agua /, ['Gates', 'SKF', 'Aisin', 'ACDelco', 'Motorcraft']],
  [/^Empacadura de cámara /, ['Mahle', 'Fel-Pro', 'Victor Reinz', 'ACDelco']],
  [/^Termostato /, ['Mahle', 'Gates', 'Motorcraft', 'ACDelco']],
  [/^Kit de clutch /, ['Valeo', 'Sachs', 'LuK', 'Exedy']],
  [/^Collarín /, ['Valeo', 'Sachs', 'LuK', 'Exedy', 'SKF', 'Timken', 'NTN']],
  [/^Junta homocinética /, ['SKF', 'NTN', 'GKN']],
  [/^Rodamiento de rueda /, ['SKF', 'Timken', 'NTN', 'Moog']],
  [/^Aceite /, ['Castrol', 'Motul', 'Mobil', 'Shell', 'Valvoline', 'PDV']],
  [/^Líquido de frenos /, ['Castrol', 'Motul', 'Valvoline', 'Bosch', 'Brembo']],
  [/^Batería /, ['Duncan', 'Titan', 'Bosch', 'Optima', 'ACDelco']],
  [/^(Alternador|Arranque) /, ['Bosch', 'Valeo', 'Denso', 'ACDelco', 'Motorcraft']],
  [/^Relé /, ['Bosch', 'Denso', 'Hella']],
];
/** The brands that make the part a product's name says it is (none for a part the table does not know). */
const makersOf = (name: string) => MAKERS.find(([kind]) => kind.test(name))?.[1] ?? [];

interface Order {
  id: number;
  order_state: string;
  date: string;
  total: number;
  pending: number;
  responsible: { first_name: string } | null;
}

describe('demo data (npm run seed:demo)', () => {
  const total = async (resource: string) => totalOf(await suite.admin.get(`/api/${resource}${listQuery()}`));

  it('loads every kind of record through the commands, and a second run adds nothing', async () => {
    const lines: string[] = [];
    const { server, admin } = suite;
    expect(await seedDemo(server.running, (line) => lines.push(line), SMALL)).toBe('loaded');
    expect(await total('products')).toBe(SMALL.products);
    expect(await total('clients')).toBe(6 + 1); // and the seeded POS client 0000
    expect(await total('brands')).toBe(30);
    expect(await total('deposits')).toBe(6);
    expect(await total('organizations')).toBe(5);
    expect(await total('price-groups')).toBe(2);
    expect(await total('providers')).toBeGreaterThanOrEqual(10);
    expect(await total('spents')).toBe(6);
    expect(await total('taxes')).toBe(30);
    const roles = new Set(((await admin.get('/api/users')).body as { role: string }[]).map((user) => user.role));
    expect([...roles].sort()).toEqual(['admin', 'endline', 'financial', 'sales', 'storer']);

    // Every record is a command: the activity log names the demo loader as the author of each
    // (30 rates, the account, 6 deposits, 5 stores, 6 users, 2 price groups, 30 brands,
    // 8 categories, 2 groups, 24 products, 6 clients, 12 providers, 6 expenses; the storer made
    // the stock entries).
    const logs = await admin.get(`/api/logs${listQuery({ q: 'Datos de Demostración' }, ['id', 'ASC'], [0, 0])}`);
    expect(totalOf(logs)).toBeGreaterThanOrEqual(136);

    // A sales user of the demo signs in with the documented password.
    const sales = suite.anonymous();
    expect((await sales.login('vanessa.sales@demo.com.ve', 'Demo-2026')).status).toBe(200);

    expect(await seedDemo(server.running, () => undefined, SMALL)).toBe('already');
    expect(await total('products')).toBe(SMALL.products);
    expect(await total('orders')).toBe(16);
  });

  it('shows a month of sales: every state, made by the sellers on their days, with stock left in the deposits', async () => {
    const { admin } = suite;
    const orders = (await admin.get(`/api/orders${listQuery({}, ['date', 'ASC'], [0, 99])}`)).body as Order[];
    expect(orders).toHaveLength(16);
    const states = new Set(orders.map((order) => order.order_state));
    for (const state of ['estimate', 'request', 'delivery', 'finish', 'cancel']) expect(states).toContain(state);
    expect(orders.filter((order) => order.order_state === 'cancel')).toHaveLength(1);
    expect(orders.filter((order) => order.order_state === 'finish').every((order) => order.pending === 0)).toBe(true);
    expect(new Set(orders.map((order) => order.responsible?.first_name))).toEqual(new Set(['Vanessa', 'Víctor']));
    const days = orders.map((order) => Date.parse(order.date));
    expect((Math.max(...days) - Math.min(...days)) / 86_400_000).toBeGreaterThanOrEqual(14);

    // The dashboard's chart of the last 30 days holds every sale but estimates and the cancelled one.
    const top = (await admin.get('/api/dashboard/top-stats')).body as { salesPerDay: { total: number }[] };
    const sold = orders.filter((order) => !['estimate', 'cancel'].includes(order.order_state));
    const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
    expect(cents(top.salesPerDay.map((day) => day.total))).toBe(cents(sold.map((order) => order.total)));
    const main = (await admin.get('/api/dashboard/main-stats')).body as Record<string, number>;
    expect(main.balanceTotal).toBeGreaterThan(0); // the sale waiting for its payment at least
    expect(main.recaudadoTotal).toBeGreaterThan(0);

    // Two workshops paid their credit at 'Registrar pagos': the first owes nothing any more.
    const payments = (await admin.get(`/api/payments${listQuery({}, ['id', 'ASC'])}`)).body as { client_id: number }[];
    expect(payments).toHaveLength(2);
    const settled = (await admin.get(`/api/clients/${payments[0].client_id}`)).body as { balance: number };
    expect(settled.balance).toBe(0);

    const stats = (await admin.get('/api/dashboard/product-stats')).body as { productsStats: { costTotal: number } };
    expect(stats.productsStats.costTotal).toBeGreaterThan(0);
  });

  it("has the month's purchases: most paid cash, three on credit (one half paid), owed to their providers", async () => {
    const { admin } = suite;
    const shoppings = (await admin.get(`/api/shoppings${listQuery({}, ['number_shopping', 'ASC'], [0, 99])}`)).body as {
      status: string;
      total: string;
      total_paid: string;
      provider: { id: number };
    }[];
    expect(shoppings).toHaveLength(10);
    expect(shoppings.filter((shopping) => shopping.status === 'paid')).toHaveLength(7);
    const pending = shoppings.filter((shopping) => shopping.status === 'pending');
    expect(pending).toHaveLength(3);
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    expect(pending.filter((shopping) => cents(shopping.total_paid) > 0)).toHaveLength(1);
    // A provider's balance is what its pending purchases still owe.
    const providerId = pending[0].provider.id;
    const owed = pending
      .filter((shopping) => shopping.provider.id === providerId)
      .reduce((sum, shopping) => sum + cents(shopping.total) - cents(shopping.total_paid), 0);
    const provider = (await admin.get(`/api/providers/${providerId}`)).body as { balance: string };
    expect(cents(provider.balance)).toBe(owed);
  });

  it('looks like a business: a company with a RIF, real rates on their days, prices that fit, expenses in their category', async () => {
    const { admin } = suite;
    const account = (await admin.get('/api/accounts/1')).body as Record<string, string>;
    expect(account.name).toMatch(/ C\.A\.$/);
    expect(account.identification).toMatch(/^J-\d{8}-\d$/);
    expect(account.address).toMatch(/Caracas/);

    // A rate a day, each on its own day; a dollar is worth thousands of pesos (COP = Bs x cop_change).
    const rates = (await admin.get(`/api/taxes${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as {
      change: number;
      cop_change: number;
      created_at: string;
    }[];
    expect(new Set(rates.map((rate) => businessDay(rate.created_at))).size).toBe(rates.length);
    for (const rate of rates) expect(rate.change * rate.cop_change).toBeGreaterThan(3000);
    for (const rate of rates) expect(rate.change * rate.cop_change).toBeLessThan(5000);

    // Expenses in the category their description names.
    const spents = (await admin.get(`/api/spents${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as {
      name: string;
      category: { name: string } | null;
    }[];
    const categoryOf = (name: string) =>
      /electricidad|internet|telefon|agua|gas\b/i.test(name)
        ? 'Servicios'
        : /alquiler/i.test(name)
          ? 'Alquiler'
          : /flete|transporte|envío/i.test(name)
            ? 'Transporte'
            : /nómina|sueldo/i.test(name)
              ? 'Nómina'
              : 'Otros';
    expect(spents.map((spent) => [spent.name, spent.category?.name])).toEqual(
      spents.map((spent) => [spent.name, categoryOf(spent.name)]),
    );

    // Prices a shop would ask: no oil or fluid above $60, no part above $300.
    const products = (await admin.get(`/api/products${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as {
      id: number;
      name: string;
      price: number;
    }[];
    for (const product of products) {
      expect({ name: product.name, sane: product.price > 0 && product.price <= 300 }).toEqual({
        name: product.name,
        sane: true,
      });
      if (/^(aceite|líquido)/i.test(product.name))
        expect({ name: product.name, oil: product.price <= 60 }).toEqual({ name: product.name, oil: true });
    }
  });

  it('sells each kind of part under a brand that makes it, and pays each expense on the day its description says', async () => {
    const { admin } = suite;
    const products = (await admin.get(`/api/products${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as {
      name: string;
      brand: { name: string } | null;
    }[];
    expect(products).toHaveLength(SMALL.products);
    for (const product of products) {
      const brand = product.brand?.name ?? '';
      expect({ name: product.name, brand, makesIt: makersOf(product.name).includes(brand) }).toEqual({
        name: product.name,
        brand,
        makesIt: true,
      });
    }
    // An oil or a fluid is sold by its brand, and its name says the one the record has.
    const byBrand = products.filter((product) => /^(Aceite|Líquido)/.test(product.name));
    for (const product of byBrand) expect(product.name.endsWith(` ${product.brand?.name}`)).toBe(true);

    // The first half's payroll is paid on the 15th, the rent in the first days; none is after today.
    const spents = (await admin.get(`/api/spents${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as {
      name: string;
      date: string;
    }[];
    const dayOf = (name: RegExp) =>
      spents.filter((spent) => name.test(spent.name)).map((spent) => Number(spent.date.slice(8)));
    expect(dayOf(/primera quincena/i)).toEqual([15]);
    expect(dayOf(/alquiler/i)).toEqual([expect.any(Number)]);
    for (const day of dayOf(/alquiler/i)) expect(day).toBeLessThanOrEqual(5);
    const today = businessDay(new Date().toISOString());
    for (const spent of spents)
      expect({ name: spent.name, future: spent.date > today }).toEqual({ name: spent.name, future: false });
  });

  it("dates each stock move on its document's day: the entries before the month, each sale's on its date", async () => {
    const { admin } = suite;
    const orders = (await admin.get(`/api/orders${listQuery({}, ['date', 'ASC'], [0, 99])}`)).body as Order[];
    const dateOf = new Map(orders.map((order) => [String(order.id), order.date]));
    const firstSale = orders[0].date;
    const products = (await admin.get(`/api/products${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as {
      id: number;
    }[];
    const days = new Set<string>();
    let sold = 0;
    for (const product of products) {
      const card = (await admin.get(`/api/products/${product.id}/stock-card${listQuery({}, ['id', 'ASC'], [0, 99])}`))
        .body as { date: string; at: string; quantity_out: number; document: { type: string; id: string } }[];
      for (const move of card) {
        days.add(move.date);
        if (move.document.type === 'inventory') expect(move.date < firstSale).toBe(true);
        if (move.document.type === 'order' && move.quantity_out > 0) {
          expect({ order: move.document.id, date: move.date }).toEqual({
            order: move.document.id,
            date: dateOf.get(move.document.id),
          });
          sold++;
        }
      }
    }
    expect(sold).toBeGreaterThan(0);
    expect(days.size).toBeGreaterThan(5);
  });

  it('is an ordinary taxpayer and IGTF agent: exempt products, invoiced sales with IVA, IGTF on dollar payments, a credit note (issue 33)', async () => {
    const { admin } = suite;
    expect((await admin.get('/api/fiscal/settings')).body).toMatchObject({
      regime: 'ordinary',
      igtf_agent: true,
      igtf_rate: '3.00',
      invoicing_started: true,
    });
    const [range] = (await admin.get('/api/fiscal/control-ranges')).body as { prefix: string; next: number }[];
    expect(range).toMatchObject({ prefix: '00-' });
    const products = (await admin.get(`/api/products${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as {
      iva: string;
    }[];
    const exempt = products.filter((product) => product.iva === 'E').length;
    expect(exempt).toBeGreaterThan(0);
    expect(products.filter((product) => product.iva === 'G').length).toBe(products.length - exempt);
    type Taxed = Order & { invoice_number: string | null; order_state: string; tax_total: string };
    const orders = (await admin.get(`/api/orders${listQuery({}, ['id', 'ASC'], [0, 99])}`)).body as Taxed[];
    const committed = orders.filter((order) => !['estimate', 'cancel'].includes(order.order_state));
    const invoiced = committed.filter((order) => order.invoice_number !== null);
    // Every committed sale but the newest three is invoiced, numbered from 1 in the order of their days.
    expect(invoiced.length).toBe(committed.length - 3);
    expect(invoiced.map((order) => Number(order.invoice_number)).sort((a, b) => a - b)).toEqual(
      invoiced.map((_, index) => index + 1),
    );
    expect(committed.every((order) => Number(order.tax_total) > 0)).toBe(true);
    // The control numbers given: one per invoice and one for the credit note.
    expect(range.next).toBe(1 + invoiced.length + 1);
    const details = await Promise.all(
      invoiced.map(async (order) => (await admin.get(`/api/orders/${order.id}`)).body as Record<string, unknown>),
    );
    const pays = details.flatMap((order) => order.pays as { method: { code?: string } | null; igtf: string }[]);
    expect(pays.some((pay) => Number(pay.igtf) > 0)).toBe(true);
    const notes = details.flatMap((order) => (order.credit_notes as { number: string }[] | undefined) ?? []);
    expect(notes.map((note) => note.number)).toEqual(['1']);
  });
});
