// Issue 34, the offline point of sale: a sale rung up on a device without connection arrives
// later with recorded_at; these are the decider's rules for it (docs/rules.md).
import { given } from '../kit';
import { orderDecider } from './order.decider';
import { OrderCommand } from './order.decider';
import { bolivarsCash, create, created, metadata, paid, paymentInput } from './testing';

// It reaches the server on 2026-02-10 at 11:00 in Caracas; it was rung up the day before at 16:00.
const ARRIVED = '2026-02-10T15:00:00.000Z';
const RUNG_UP = '2026-02-09T20:00:00.000Z';

const sentLater = (command: OrderCommand, recorded_at: string, closed_until?: string): OrderCommand => ({
  ...command,
  metadata: { ...metadata, at: ARRIVED, recorded_at, ...(closed_until ? { closed_until } : {}) },
});

describe('a sale rung up offline (recorded_at)', () => {
  it('takes a sale dated the day it was rung up', () => {
    const event = created('estimate');
    given(orderDecider)
      .when(sentLater(create({ date: '2026-02-09' }), RUNG_UP))
      .then([{ ...event, data: { ...event.data, date: '2026-02-09' } } as typeof event]);
  });

  it('refuses a sale dated another day than the one it was rung up', () =>
    given(orderDecider)
      .when(sentLater(create({ date: '2026-02-10' }), RUNG_UP))
      .thenRefusesOn('date', 'La fecha de la venta debe ser el día en que se registró'));

  it('takes a recorded_at up to five minutes ahead of the server (a clock running fast)', () => {
    const event = created('estimate');
    given(orderDecider)
      .when(sentLater(create({ date: '2026-02-10' }), '2026-02-10T15:05:00.000Z'))
      .then([{ ...event, data: { ...event.data, date: '2026-02-10' } } as typeof event]);
  });

  it('refuses a recorded_at further in the future', () =>
    given(orderDecider)
      .when(sentLater(create({ date: '2026-02-10' }), '2026-02-10T15:05:00.001Z'))
      .thenRefusesOn('recorded_at', 'El momento de la venta no puede ser posterior a la hora actual'));

  it("refuses a sale whose day is closed, though it arrives after the closing's day", () =>
    given(orderDecider)
      .when(sentLater(create({ date: '2026-02-09' }), RUNG_UP, '2026-02-09'))
      .thenRefuses('El período está cerrado hasta el 09/02/2026'));

  describe('paid in bolivars', () => {
    const bolivars = (exchange_rate: string, recorded_rate: string | null) =>
      paymentInput({
        method: bolivarsCash,
        amount: null,
        amount_bs: '400.00',
        exchange_rate,
        current_rate: '40.00',
        recorded_rate,
      });
    const sale = (exchange_rate: string, recorded_rate: string | null) =>
      sentLater(
        create({ date: '2026-02-09', estimate: false, payments: [bolivars(exchange_rate, recorded_rate)] }),
        RUNG_UP,
      );

    it('takes the rate in force when it was rung up, the device having had no newer one', () => {
      const event = created('request', { isCredit: false });
      given(orderDecider)
        .when(sale('36.55', '36.55'))
        .then([
          { ...event, data: { ...event.data, date: '2026-02-09' } } as typeof event,
          paid('10.94', '10.94', 'request', {
            method: bolivarsCash,
            amount_bs: '400.00',
            exchange_rate: '36.55',
            date: '2026-02-09',
          }),
        ]);
    });

    it('takes the current rate too', () => {
      const event = created('request', { isCredit: false });
      given(orderDecider)
        .when(sale('40.00', '36.55'))
        .then([
          { ...event, data: { ...event.data, date: '2026-02-09' } } as typeof event,
          paid('10.00', '10.00', 'request', {
            method: bolivarsCash,
            amount_bs: '400.00',
            exchange_rate: '40',
            date: '2026-02-09',
          }),
        ]);
    });

    it('refuses a rate that was neither in force then nor now', () =>
      given(orderDecider).when(sale('30.00', '36.55')).thenRefuses('La tasa de cambio cambió, actualice la página'));
  });
});
