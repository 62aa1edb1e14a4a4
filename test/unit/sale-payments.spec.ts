/**
 * Why this file exists: a new sale takes several payments (issue 31): what is left after them, each
 * one reduced to what the ones before it left, and the bolivar ones taken to a new rate.
 */
import { cappedPayments } from '../../apps/admin/src/orders/create/saleDraft';
import { paidBy, paymentsAtRate, remainderOf, type NewPayment } from '../../apps/admin/src/payments-entry/paymentMath';

const cash = (amount: number): NewPayment => ({ method: 1, amount, amount_bs: 0, exchange_rate: null, reference: '' });
const bolivars = (amount: number, amount_bs: number, exchange_rate: number): NewPayment => ({
  method: 2,
  amount,
  amount_bs,
  exchange_rate,
  reference: 'T-1',
});

describe('several payments on a new sale', () => {
  it('adds them exactly and says what is left, never below zero', () => {
    expect(paidBy([cash(0.1), cash(0.2)])).toBe(0.3);
    expect(remainderOf(40, [cash(10.1), bolivars(20, 730, 36.5)])).toBe(9.9);
    expect(remainderOf(40, [cash(50)])).toBe(0);
  });

  it('reduces each payment to what the ones before it left, and drops one with nothing left', () => {
    expect(cappedPayments([cash(30), bolivars(20, 730, 36.5), cash(5)], 40)).toEqual([
      cash(30),
      bolivars(10, 365, 36.5),
    ]);
  });

  it('takes the bolivar payments to a new rate keeping their dollars; the dollar ones stay', () => {
    expect(paymentsAtRate([cash(5), bolivars(10, 365, 36.5)], '40.125')).toEqual([
      cash(5),
      bolivars(10, 401.25, 40.125),
    ]);
  });
});
