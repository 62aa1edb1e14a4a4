/**
 * Why this file exists: a payment keeps the day it was made (issue 31), and projections are rebuilt
 * by replay, so events recorded before payments carried their `date` must give the same day from
 * what they hold (docs/rules.md, 'The day of a payment').
 */
import { RecordedEvent } from '@bo/event-store';
import { foldOrderBatch } from './order-batch';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>, at: string): RecordedEvent => ({
  streamId: `order-${String(data.id)}`,
  streamPosition: 1,
  position: { commit: BigInt(++position), prepare: BigInt(position) } as unknown as RecordedEvent['position'],
  type,
  data,
  metadata: { user_id: '1', correlation_id: 'c', causation_id: null, idempotency_key: null, at },
  createdAt: new Date(at),
});

const SALE_AT = '2026-11-20T15:00:00.000Z';
const sale = recorded(
  'OrderCreated',
  {
    id: '1',
    client_id: '9',
    client_name: 'Cliente',
    client_identification: 'V-1',
    date: '2026-10-31',
    state: 'request',
    isCredit: false,
    comentary: '',
    order_buy: null,
    exchange_rate: '36.50',
    cop_change: null,
    organization_id: null,
    lines: [
      {
        id: '1',
        product_id: null,
        quick: true,
        code: '',
        name: 'X',
        deposit_id: null,
        quantity: 1,
        price: '90.00',
        cost: '0.00',
      },
    ],
    subtotal: '90.00',
    discount: null,
    total: '90.00',
  },
  SALE_AT,
);
const payment = (payment_id: string, at: string, extra: Record<string, unknown> = {}) =>
  recorded(
    'OrderPaymentRecorded',
    {
      id: '1',
      payment_id,
      method_id: '1',
      method_code: 'efectivo',
      method_name: 'Efectivo',
      amount: '10.00',
      amount_bs: '0.00',
      exchange_rate: null,
      reference: '',
      client_payment_id: null,
      paid: '10.00',
      state: 'request',
      ...extra,
    },
    at,
  );

describe('the day of a payment', () => {
  it('is the one the event carries', () => {
    const batch = foldOrderBatch([sale, payment('1', SALE_AT, { date: '2026-09-01' })], new Map(), 0);
    expect(batch.payments.map((p) => p.date)).toEqual(['2026-09-01']);
  });

  it("without one: the sale's date for a payment recorded with the sale, the Caracas day of any later one", () => {
    // 02:30 UTC on the 21st is still the 20th in Caracas.
    const batch = foldOrderBatch([sale, payment('1', SALE_AT), payment('2', '2026-11-21T02:30:00.000Z')], new Map(), 0);
    expect(batch.payments.map((p) => [p.id, p.date])).toEqual([
      ['1', '2026-10-31'],
      ['2', '2026-11-20'],
    ]);
  });

  it('without one, for an order created in an earlier batch: the same rule on its stored row', () => {
    const first = foldOrderBatch([sale], new Map(), 0);
    const before = new Map(first.figures.map((order) => [order.id, order]));
    const batch = foldOrderBatch([payment('1', SALE_AT), payment('2', '2026-11-25T13:00:00.000Z')], before, 1);
    expect(batch.payments.map((p) => p.date)).toEqual(['2026-10-31', '2026-11-25']);
  });

  it("without one, a part of a client payment: that payment's date, or read after the batch when it came before", () => {
    const clientPayment = recorded(
      'ClientPaymentRecorded',
      {
        id: '50',
        client_id: '9',
        method_id: '1',
        method_code: 'efectivo',
        method_name: 'Efectivo',
        amount: '10.00',
        reference: '',
        date: '2026-11-02',
        allocations: [{ order_id: '1', payment_id: '7', amount: '10.00' }],
      },
      '2026-11-22T12:00:00.000Z',
    );
    const part = payment('7', '2026-11-22T12:00:00.000Z', { client_payment_id: '50' });
    const together = foldOrderBatch([sale, clientPayment, part], new Map(), 0);
    expect(together.payments.map((p) => p.date)).toEqual(['2026-11-02']);
    expect(together.paymentsDatedByClientPayment).toEqual([]);
    const alone = foldOrderBatch([sale, part], new Map(), 0);
    expect(alone.paymentsDatedByClientPayment).toEqual(['7']);
  });
});
