/**
 * Why this file exists: issue 34, the offline point of sale over HTTP. A sale rung up on a device
 * without connection arrives later as the same POST /api/orders with its Idempotency-Key and
 * recorded_at: the order is dated that day, a recorded_at in the future is a 400, a closed day the
 * usual 409, and a payment in bolivars may use the rate in force when it was rung up.
 */
import { HttpClient } from '../support/http-client';
import { httpSuite } from '../support/http-suite';
import { salesCatalogue, SalesCatalogue } from '../support/sales-catalogue';

const suite = httpSuite();

const caracasDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(instant);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
const printed = (day: string) => day.split('-').reverse().join('/');

interface Order {
  id: number;
  date: string;
  exchange_rate: number;
  comentary: string;
  pays: { amount: number; amount_bs: number; exchange_rate: number | null }[];
}

describe('sales rung up offline (recorded_at) over HTTP', () => {
  let admin: HttpClient;
  let catalogue: SalesCatalogue;
  let filter: number;
  let bolivars: number;
  /** A moment while the first rate was the current one, and both rates. */
  let whileFirstRate: string;
  const FIRST_RATE = '36.55';
  const SECOND_RATE = '40.00';

  const sale = (body: Record<string, unknown>, key?: string) =>
    admin.post(
      '/api/orders',
      {
        comentary: 'Venta sin conexión',
        estimate: false,
        products: [{ product_id: filter, deposit_id: catalogue.deposit, quantity: 1 }],
        without_client: true,
        ...body,
      },
      key ? { headers: { 'Idempotency-Key': key } } : undefined,
    );
  const bolivarPayment = (exchange_rate: string) => ({
    payments: [{ method: bolivars, amount_bs: '400.00', exchange_rate, reference: '0001' }],
  });
  const ordersCommented = async (comentary: string) => {
    const listed = (await admin.get(`/api/orders?range=${encodeURIComponent('[0,99]')}`)).body as Order[];
    return listed.filter((order) => order.comentary === comentary);
  };

  beforeAll(async () => {
    admin = suite.admin;
    catalogue = await salesCatalogue(admin);
    filter = await catalogue.product('FIL-340', 'Filtro de aire', '10.94', 100, '6.00');
    const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
    bolivars = methods.find((row) => row.code === 'transferencia')!.id;
    expect((await admin.post('/api/taxes', { change: FIRST_RATE, cop_change: '110' })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    whileFirstRate = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await admin.post('/api/taxes', { change: SECOND_RATE, cop_change: '120' })).status).toBe(201);
  });

  it('dates a sale rung up yesterday on that day, keeping when it was rung up', async () => {
    const rungUp = hoursAgo(24);
    const answer = await sale({ recorded_at: rungUp.toISOString() });
    expect(answer.status).toBe(201);
    expect((answer.body as Order).date).toBe(caracasDay(rungUp));
  });

  it("keeps on the sale's events when it arrived (at) and when it was rung up (recorded_at)", async () => {
    const rungUp = hoursAgo(5).toISOString();
    const before = Date.now();
    const order = (await sale({ recorded_at: rungUp })).body as Order;
    const history = (await admin.get(`/api/orders/${order.id}/history`)).body as { at: string; recorded_at?: string }[];
    expect(history[0].recorded_at).toBe(rungUp);
    expect(Date.parse(history[0].at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a date sent with it only when it is the day it was rung up', async () => {
    const rungUp = hoursAgo(24);
    expect((await sale({ recorded_at: rungUp.toISOString(), date: caracasDay(rungUp) })).status).toBe(201);
    const other = await sale({ recorded_at: rungUp.toISOString(), date: caracasDay(new Date()) });
    expect({ status: other.status, errors: other.body.errors }).toEqual({
      status: 400,
      errors: { date: ['La fecha de la venta debe ser el día en que se registró'] },
    });
  });

  it('refuses a recorded_at in the future (beyond five minutes) or not an instant, on its field', async () => {
    const future = await sale({ recorded_at: new Date(Date.now() + 10 * 60 * 1000).toISOString() });
    expect({ status: future.status, errors: future.body.errors }).toEqual({
      status: 400,
      errors: { recorded_at: ['El momento de la venta no puede ser posterior a la hora actual'] },
    });
    const typo = await sale({ recorded_at: 'ayer a las 3' });
    expect({ status: typo.status, errors: typo.body.errors }).toMatchObject({
      status: 400,
      errors: { recorded_at: ['El momento de la venta no es válido (fecha y hora ISO 8601).'] },
    });
  });

  it('accepts bolivars at the rate in force when it was rung up; the order keeps that rate', async () => {
    const answer = await sale({ recorded_at: whileFirstRate, ...bolivarPayment(FIRST_RATE) });
    expect(answer.status).toBe(201);
    const order = answer.body as Order;
    expect(order.exchange_rate).toBe(36.55);
    expect(order.pays).toMatchObject([{ amount: 10.94, amount_bs: 400, exchange_rate: 36.55 }]);
  });

  it('accepts the current rate too, and refuses a rate in force neither then nor now', async () => {
    expect((await sale({ recorded_at: whileFirstRate, ...bolivarPayment(SECOND_RATE) })).status).toBe(201);
    const stale = await sale({ recorded_at: whileFirstRate, ...bolivarPayment('30.00') });
    expect({ status: stale.status, message: stale.body.message }).toEqual({
      status: 409,
      message: 'La tasa de cambio cambió, actualice la página',
    });
    // Without recorded_at, the rate of that moment is stale like any other.
    const now = await sale({ date: caracasDay(new Date()), ...bolivarPayment(FIRST_RATE) });
    expect({ status: now.status, message: now.body.message }).toEqual({
      status: 409,
      message: 'La tasa de cambio cambió, actualice la página',
    });
  });

  it('answers the same Idempotency-Key sent twice with the same order, recorded once', async () => {
    const comentary = 'Venta sin conexión reenviada';
    const body = { comentary, recorded_at: hoursAgo(2).toISOString() };
    const first = await sale(body, 'offline-key-1');
    const again = await sale(body, 'offline-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((again.body as Order).id).toBe((first.body as Order).id);
    expect((await ordersCommented(comentary)).map((order) => order.id)).toEqual([(first.body as Order).id]);
  });

  it('forgets a key whose answer was a refusal: the edited sale goes with it or a new one', async () => {
    const comentary = 'Venta rechazada y editada';
    const refused = await sale({ comentary, recorded_at: whileFirstRate, ...bolivarPayment('30.00') }, 'offline-key-2');
    expect(refused.status).toBe(409);
    const edited = await sale(
      { comentary, recorded_at: whileFirstRate, ...bolivarPayment(FIRST_RATE) },
      'offline-key-2',
    );
    expect(edited.status).toBe(201);
    expect(await ordersCommented(comentary)).toHaveLength(1);
  });

  it('refuses a sale rung up on a day closed meanwhile with the closed period message', async () => {
    const rungUp = hoursAgo(72);
    const day = caracasDay(rungUp);
    expect((await admin.post('/api/audit/closings', { until: day })).status).toBe(201);
    const answer = await sale({ recorded_at: rungUp.toISOString() });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 409,
      message: `El período está cerrado hasta el ${printed(day)}`,
    });
  });
});
