import { given } from '../kit';
import { closedMessage, whileClosedUntil } from '../audit/testing';
import { shoppingDecider as shoppings } from './shopping.decider';
import {
  cancel,
  markPaid,
  markedPaid,
  onCredit,
  pay,
  paymentInput,
  paymentRecorded,
  register,
  registered,
} from './testing';

// The purchase is dated 2026-01-01; the commands below are asked on 2026-02-10 in Caracas.
const LATER = '2026-02-10T15:00:00.000Z';
const closed = <C extends Parameters<typeof whileClosedUntil>[1]>(until: string, command: C) =>
  whileClosedUntil(until, command, LATER);

describe('purchases in a closed period', () => {
  it('refuses a purchase dated in the closed period', () =>
    given(shoppings).when(closed('2026-01-31', register())).thenRefuses(closedMessage('2026-01-31')));
  it('refuses a purchase whose payment is dated in the closed period', () =>
    given(shoppings)
      .when(closed('2026-01-31', register({ date: '2026-02-05', payments: [paymentInput({ date: '2026-01-20' })] })))
      .thenRefuses(closedMessage('2026-01-31')));
  it('takes a purchase dated after the closing', () =>
    given(shoppings).when(closed('2025-12-31', register())).then([registered()]));
  it('keeps field refusals first (a 400 on the field, not the closing)', () =>
    given(shoppings)
      .when(closed('2026-01-31', register({ provider_id: null })))
      .thenRefusesOn('provider_id', 'Debe seleccionar un proveedor'));
  it('refuses cancelling a purchase of a closed day', () =>
    given(shoppings, [registered()]).when(closed('2026-01-31', cancel)).thenRefuses(closedMessage('2026-01-31')));
  it('refuses a payment dated in the closed period', () =>
    given(shoppings, [onCredit()])
      .when(closed('2026-01-31', pay({ amount_usd: '40.00', date: '2026-01-31' })))
      .thenRefuses(closedMessage('2026-01-31')));
  it('takes a payment dated today on a purchase of a closed day', () =>
    given(shoppings, [onCredit()])
      .when(closed('2026-01-31', pay({ amount_usd: '40.00', date: null })))
      .then([paymentRecorded('40.00', '40.00', 'pending', { date: '2026-02-10' })]));
  it('marks paid today a purchase of a closed day', () =>
    given(shoppings, [onCredit()]).when(closed('2026-01-31', markPaid)).then([markedPaid]));
  it('refuses marking paid while today is closed', () =>
    given(shoppings, [onCredit()]).when(closed('2026-02-10', markPaid)).thenRefuses(closedMessage('2026-02-10')));
});
