import { given } from '../kit';
import { closedMessage, whileClosedUntil } from '../audit/testing';
import { taxeDecider } from './taxe.decider';
import { TaxeCommand } from './taxe.commands';
import { TaxeEvent } from './taxe.events';

const metadata = {
  user_id: 'u1',
  correlation_id: 'c1',
  causation_id: null,
  idempotency_key: null,
  at: '2026-02-10T15:00:00.000Z',
};
const created: TaxeEvent = { type: 'TaxeCreated', data: { id: '7', change: '36.50', cop_change: '0.009000' } };
// The rate was recorded on 2026-01-15 (its day, as the API reads it).
const update: TaxeCommand = {
  type: 'UpdateTaxe',
  data: { id: '7', change: '40', cop_change: '0.009', day: '2026-01-15' },
  metadata,
};
const remove: TaxeCommand = { type: 'DeleteTaxe', data: { id: '7', day: '2026-01-15' }, metadata };
const create: TaxeCommand = { type: 'CreateTaxe', data: { id: '8', change: '40', cop_change: '0.009' }, metadata };

describe('exchange rates in a closed period', () => {
  it('refuses editing a rate of a closed day', () =>
    given(taxeDecider, [created])
      .when(whileClosedUntil('2026-01-31', update))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses deleting a rate of a closed day', () =>
    given(taxeDecider, [created])
      .when(whileClosedUntil('2026-01-31', remove))
      .thenRefuses(closedMessage('2026-01-31')));
  it('edits a rate of a day after the closing', () =>
    given(taxeDecider, [created])
      .when(whileClosedUntil('2026-01-14', update))
      .then([
        {
          type: 'TaxeUpdated',
          data: {
            id: '7',
            change: '40.00',
            cop_change: '0.009000',
            previous: { change: '36.50', cop_change: '0.009000' },
          },
        },
      ]));
  it('records a new rate today (a correction goes forward)', () =>
    given(taxeDecider)
      .when(whileClosedUntil('2026-01-31', create))
      .then([{ type: 'TaxeCreated', data: { id: '8', change: '40.00', cop_change: '0.009000' } }]));
  it('refuses a new rate while today is closed', () =>
    given(taxeDecider).when(whileClosedUntil('2026-02-10', create)).thenRefuses(closedMessage('2026-02-10')));
});
