import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { expectRoleAnswers } from '../support/role-answers';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();

/** A day in Caracas, where the business keeps its calendar: 'YYYY-MM-DD'. */
const caracasDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(instant);
const TODAY = caracasDay(new Date());
const LONG_AGO = caracasDay(new Date(Date.now() - 40 * 24 * 3600 * 1000));

/** Dollars added as cents, so the expected figures are exact. */
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

interface Sale {
  id: number;
  total: number;
  quantity: number;
}

describe('the dashboard figures over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let cash: number;
  const filter = { id: 0, price: 12.5, cost: 8, stock: 100 };
  const bulb = { id: 0, price: 3.1, cost: 1.25, stock: 5 };
  /** This month's sales (one paid in part), an older one, and what does not count. */
  let thisMonth: Sale[];
  let older: Sale;
  let estimates: Sale[];
  let cancelled: Sale;
  const paid = 10;

  const sell = async (date: string, quantity: number, body: Record<string, unknown> = {}): Promise<Sale> => {
    const answer = await admin.post('/api/orders', {
      date,
      comentary: 'Venta de prueba',
      estimate: false,
      products: [{ product_id: filter.id, deposit_id: catalogue.deposit, quantity }],
      without_client: true,
      ...body,
    });
    expect(answer.status).toBe(201);
    return { id: answer.body.id, total: answer.body.total, quantity };
  };

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter.id = await catalogue.product('FIL-100', 'Filtro', String(filter.price), filter.stock, String(filter.cost));
    bulb.id = await catalogue.product('BUJ-200', 'Bujía', String(bulb.price), bulb.stock, String(bulb.cost));
    const gone = await catalogue.product('OLD-300', 'Descontinuado', '99.00', 7, '50.00');
    expect((await admin.delete(`/api/products/${gone}`)).status).toBe(200);
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    cash = methods.find((method) => method.code === 'efectivo')!.id;

    older = await sell(LONG_AGO, 1);
    thisMonth = [await sell(TODAY, 2), await sell(TODAY, 1, { isCredit: true })];
    cancelled = await sell(TODAY, 3);
    expect((await admin.post(`/api/orders/${cancelled.id}/cancel`, {})).status).toBe(200);
    // Eleven estimates: the newest orders, counted nowhere.
    estimates = [];
    for (let i = 0; i < 11; i++) estimates.push(await sell(TODAY, 1, { estimate: true }));
    const payment = await admin.post(`/api/orders/${thisMonth[0].id}/payments`, { method: cash, amount: String(paid) });
    expect(payment.status).toBe(200);
  });

  it('gives receivables, this month’s sales, collections and profit', async () => {
    const answer = await admin.get('/api/dashboard/main-stats');
    expect(answer.status).toBe(200);
    const sold = [...thisMonth, older];
    expect(answer.body).toEqual({
      balanceTotal: sum([...sold.map((sale) => sale.total), -paid]),
      orderMonthTotal: sum(thisMonth.map((sale) => sale.total)),
      recaudadoTotal: paid,
      utilityOrderTotal: sum(thisMonth.flatMap((sale) => [sale.total, -sale.quantity * filter.cost])),
    });
  });

  it('counts live products and values the stock on hand at cost and at price', async () => {
    const filterLeft = filter.stock - sum([...thisMonth, older].map((sale) => sale.quantity));
    const costTotal = sum([filterLeft * filter.cost, bulb.stock * bulb.cost]);
    const priceTotal = sum([filterLeft * filter.price, bulb.stock * bulb.price]);
    expect((await admin.get('/api/dashboard/product-stats')).body).toEqual({
      products: 2,
      productsStats: { costTotal, priceTotal, utilityTotal: sum([priceTotal, -costTotal]) },
    });
  });

  it('gives everything sold and everything paid', async () => {
    expect((await admin.get('/api/dashboard/total-stats')).body).toEqual({
      totalSold: sum([...thisMonth, older].map((sale) => sale.total)),
      totalPaid: paid,
    });
  });

  it('gives the 10 newest orders and the sales of each of the last 30 days', async () => {
    const answer = await admin.get('/api/dashboard/top-stats');
    const latest = answer.body.latestOrders as { id: number; order_state: string; client: unknown }[];
    expect(latest.map((order) => order.id)).toEqual(
      estimates
        .slice(1)
        .map((sale) => sale.id)
        .reverse(),
    );
    expect(latest[0]).toMatchObject({
      order_state: 'estimate',
      client: expect.objectContaining({ name: expect.any(String) }),
    });
    const days = answer.body.salesPerDay as { date: string; total: number }[];
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ date: TODAY, total: sum(thisMonth.map((sale) => sale.total)) });
    expect(days[0].date).toBe(caracasDay(new Date(Date.now() - 29 * 24 * 3600 * 1000)));
    expect(days.slice(0, 29).every((day) => day.total === 0)).toBe(true);
    expect(new Set(days.map((day) => day.date)).size).toBe(30);
  });

  it('gives financial only receivables, total references and the inventory cost (sales.md section 6)', async () => {
    const financial = await suite.as('financial');
    const [main, products] = await Promise.all([
      admin.get('/api/dashboard/main-stats'),
      admin.get('/api/dashboard/product-stats'),
    ]);
    expect((await financial.get('/api/dashboard/main-stats')).body).toEqual({
      balanceTotal: main.body.balanceTotal,
    });
    expect((await financial.get('/api/dashboard/product-stats')).body).toEqual({
      products: 2,
      productsStats: { costTotal: products.body.productsStats.costTotal },
    });
    const totals = await financial.get('/api/dashboard/total-stats');
    expect([totals.status, totals.body.totalSold, totals.body.totalPaid]).toEqual([403, undefined, undefined]);
  });

  it('shows each block to its roles: the money figures to admin and financial, everything sold and paid to admin, the latest orders to admin and sales', async () => {
    await expectRoleAnswers(
      suite.as,
      {
        financial: '200 200 403 403',
        sales: '403 403 403 200',
        storer: '403 403 403 403',
        endline: '403 403 403 403',
      },
      ['main-stats', 'product-stats', 'total-stats', 'top-stats'].map(
        (block) => (client: HttpClient) => client.get(`/api/dashboard/${block}`),
      ),
    );
  });
});
