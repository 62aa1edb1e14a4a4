import { DomainError, FieldRuleError, fold, given } from '../kit';
import { allocateClientPayment, bolivarShares, OpenOrder } from './client-payment';
import { ExistingOrder, orderDecider as orders, pendingOf } from './order.decider';
import { bolivarsCash, cash, created, paid, pay } from './testing';

const open = (id: string, pending: string, created_at: string): OpenOrder => ({ id, pending, created_at });
/** Three open orders of one client, listed newest first. */
const march = open('30', '40.00', '2026-03-01T10:00:00Z');
const january = open('10', '25.00', '2026-01-15T10:00:00Z');
const february = open('20', '10.50', '2026-02-01T10:00:00Z');
const owing = [march, january, february];

const refusal = (message: string) => new DomainError(message);

describe('a client payment', () => {
  it('pays the oldest order first', () => {
    expect(allocateClientPayment('20.00', owing)).toEqual([{ order_id: '10', amount: '20.00' }]);
  });

  it('splits over the orders, oldest first, until the amount runs out', () => {
    expect(allocateClientPayment('40.00', owing)).toEqual([
      { order_id: '10', amount: '25.00' },
      { order_id: '20', amount: '10.50' },
      { order_id: '30', amount: '4.50' },
    ]);
  });

  it('can pay everything the client owes', () => {
    expect(allocateClientPayment('75.50', owing)).toEqual([
      { order_id: '10', amount: '25.00' },
      { order_id: '20', amount: '10.50' },
      { order_id: '30', amount: '40.00' },
    ]);
  });

  it('splits exactly (0.10 + 0.20 owed is paid by 0.30)', () => {
    const small = [open('1', '0.10', '2026-01-01T00:00:00Z'), open('2', '0.20', '2026-01-02T00:00:00Z')];
    expect(allocateClientPayment('0.30', small)).toEqual([
      { order_id: '1', amount: '0.10' },
      { order_id: '2', amount: '0.20' },
    ]);
  });

  it('between orders created at the same instant pays the lowest id first (as a number)', () => {
    const at = '2026-01-01T00:00:00Z';
    expect(allocateClientPayment('6.00', [open('10', '5.00', at), open('9', '5.00', at)])).toEqual([
      { order_id: '9', amount: '5.00' },
      { order_id: '10', amount: '1.00' },
    ]);
  });

  it('skips orders that owe nothing', () => {
    const settled = open('5', '0.00', '2025-12-01T00:00:00Z');
    expect(allocateClientPayment('30.00', [settled, ...owing])).toEqual([
      { order_id: '10', amount: '25.00' },
      { order_id: '20', amount: '5.00' },
    ]);
  });

  it('is refused above what the client owes', () => {
    expect(() => allocateClientPayment('75.51', owing)).toThrow(
      refusal('El monto del pago excede el saldo pendiente del cliente'),
    );
  });

  it('is refused when the client owes nothing', () => {
    expect(() => allocateClientPayment('1.00', [])).toThrow(refusal('El cliente no tiene saldo pendiente'));
    expect(() => allocateClientPayment('1.00', [open('5', '0.00', '2026-01-01T00:00:00Z')])).toThrow(
      refusal('El cliente no tiene saldo pendiente'),
    );
  });

  it('is refused when not positive', () => {
    for (const amount of ['0', '-1.00'])
      expect(() => allocateClientPayment(amount, owing)).toThrow(
        new FieldRuleError('amount', 'El monto en dólares debe ser mayor a cero'),
      );
  });

  it('moves each order it pays as any payment does: paid in full to delivery, partly paid stays a request', () => {
    const order = created('request');
    const state = fold(orders, [order]) as ExistingOrder;
    const [first, second] = allocateClientPayment('30.00', [
      open('5', pendingOf(state).toFixed(2), '2026-01-01T00:00:00Z'),
      open('6', '25.00', '2026-01-02T00:00:00Z'),
    ]);
    expect([first.amount, second.amount]).toEqual(['25.00', '5.00']);
    given(orders, [order])
      .when(pay({ method: cash, amount: first.amount, client_payment_id: '40' }))
      .then([paid('25.00', '25.00', 'delivery', { client_payment_id: '40' })]);
    given(orders, [order])
      .when(pay({ method: cash, amount: second.amount, client_payment_id: '40' }))
      .then([paid('5.00', '5.00', 'request', { client_payment_id: '40' })]);
  });

  it('in bolivars shares them over its parts at its rate, the last part taking what is left', () => {
    // 1500 Bs at 36.55 are 41.04 USD: 25.00 + 10.50 + 5.54 over the three orders.
    const parts = allocateClientPayment('41.04', owing);
    expect(bolivarShares(parts, '1500.00', '36.55')).toEqual([
      { amount_bs: '913.75', exchange_rate: '36.55' },
      { amount_bs: '383.78', exchange_rate: '36.55' },
      { amount_bs: '202.47', exchange_rate: '36.55' },
    ]);
  });

  it('in bolivars records each part in dollars with its share of the bolivars', () => {
    given(orders, [created('request')])
      .when(
        pay({
          method: { ...bolivarsCash, change_currency: null },
          amount: '25.00',
          client_payment_id: '40',
          bolivar_share: { amount_bs: '913.75', exchange_rate: '36.55' },
        }),
      )
      .then([
        paid('25.00', '25.00', 'delivery', {
          method: bolivarsCash,
          amount_bs: '913.75',
          exchange_rate: '36.55',
          client_payment_id: '40',
        }),
      ]);
  });
});
