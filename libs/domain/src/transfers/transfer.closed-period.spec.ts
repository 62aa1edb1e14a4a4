import { testMetadata as metadata } from '../catalogue/testing';
import { given } from '../kit';
import { closedMessage, whileClosedUntil } from '../audit/testing';
import { transferDecider as transfers } from './transfer.decider';
import { TransferEvent } from './transfer.events';

// A transfer's steps are dated the day they are asked: here 2026-02-10 in Caracas.
const LATER = '2026-02-10T15:00:00.000Z';
const lines = [{ id: '1', product_id: '7', deposit_id: '4', quantity: 5 }];
const created: TransferEvent = {
  type: 'TransferCreated',
  data: { id: '3', deposit_id: '2', comentary: 'Reposición', lines },
};
const send = { type: 'SendTransfer', data: {}, metadata } as const;

describe('transfers in a closed period', () => {
  it('sends today a transfer created before the closing', () =>
    given(transfers, [created])
      .when(whileClosedUntil('2026-02-09', send, LATER))
      .then([{ type: 'TransferSent', data: { id: '3' } }]));
  it('refuses a step while its day is closed', () =>
    given(transfers, [created])
      .when(whileClosedUntil('2026-02-10', send, LATER))
      .thenRefuses(closedMessage('2026-02-10')));
});
