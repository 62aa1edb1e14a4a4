import { given } from '../kit';
import { closedMessage, whileClosedUntil } from '../audit/testing';
import { orderDecider } from './order.decider';
import {
  cancel,
  create,
  created,
  dispatch,
  dispatched,
  pay,
  paid,
  process,
  removeDiscount,
  setDiscount,
  setInvoice,
  discountSet,
} from './testing';

// The sale is dated 2026-01-01; the commands below are asked on 2026-02-10 in Caracas.
const LATER = '2026-02-10T15:00:00.000Z';
const closed = <C extends Parameters<typeof whileClosedUntil>[1]>(until: string, command: C) =>
  whileClosedUntil(until, command, LATER);
const discounted = discountSet({ type: 'amount', value: '5.00', amount: '5.00' }, '20.00', 'request');

describe('sales in a closed period', () => {
  it('refuses a sale dated on the closed-until day', () =>
    given(orderDecider).when(closed('2026-01-01', create())).thenRefuses(closedMessage('2026-01-01')));
  it('takes a sale dated the day after it', () =>
    given(orderDecider)
      .when(closed('2025-12-31', create()))
      .then([created('estimate')]));
  it('refuses processing an estimate of a closed day', () =>
    given(orderDecider, [created('estimate')])
      .when(closed('2026-01-31', process))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses cancelling a sale of a closed day', () =>
    given(orderDecider, [created('request')])
      .when(closed('2026-01-31', cancel))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses discounting a sale of a closed day', () =>
    given(orderDecider, [created('request')])
      .when(closed('2026-01-31', setDiscount('amount', '5')))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses removing the discount of a sale of a closed day', () =>
    given(orderDecider, [created('request'), discounted])
      .when(closed('2026-01-31', removeDiscount()))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses re-invoicing a sale of a closed day', () =>
    given(orderDecider, [created('request')])
      .when(closed('2026-01-31', setInvoice('A-1')))
      .thenRefuses(closedMessage('2026-01-31')));
  it('still discounts a sale dated after the closing', () =>
    given(orderDecider, [created('request')])
      .when(closed('2025-12-31', setDiscount('amount', '5')))
      .then([discounted]));

  it('takes a payment recorded today on a sale of a closed day (it goes forward)', () =>
    given(orderDecider, [created('request')])
      .when(closed('2026-01-31', pay()))
      .then([paid('10.00', '10.00', 'request', { date: '2026-02-10' })]));
  it('refuses a payment dated in the closed period (a client payment of then)', () =>
    given(orderDecider, [created('request')])
      .when(closed('2026-01-31', pay({ date: '2026-01-15' })))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses a payment recorded today while today is closed', () =>
    given(orderDecider, [created('request')])
      .when(closed('2026-02-10', pay()))
      .thenRefuses(closedMessage('2026-02-10')));

  it('dispatches today an order of a closed day as it would with nothing closed', () =>
    given(orderDecider, [created('delivery', { isCredit: true })])
      .when(closed('2026-01-31', dispatch(['1'])))
      .then([dispatched(['1'], 'delivery')]));
  it('refuses a dispatch while today is closed', () =>
    given(orderDecider, [created('delivery', { isCredit: true })])
      .when(closed('2026-02-10', dispatch(['1'])))
      .thenRefuses(closedMessage('2026-02-10')));
});
