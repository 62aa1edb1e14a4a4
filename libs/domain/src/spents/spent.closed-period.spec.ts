import { given } from '../kit';
import { recordDecider, RecordEvent } from '../catalogue';
import { createCommand, deleteCommand, updateCommand } from '../catalogue/testing';
import { closedMessage, whileClosedUntil } from '../audit/testing';
import { spentRecord } from './spent.record';

const spents = recordDecider(spentRecord);
const values = { name: 'Luz', date: '2026-01-20', amount: '120.00', spent_category_id: '2', method: 'efectivo' };
const created: RecordEvent = { type: 'SpentCreated', data: { id: '3', ...values } };
const closed = <C extends Parameters<typeof whileClosedUntil>[1]>(command: C) =>
  whileClosedUntil('2026-01-31', command);

describe('expenses in a closed period', () => {
  it('refuses an expense dated in the closed period', () =>
    given(spents)
      .when(closed(createCommand(values, '3')))
      .thenRefuses(closedMessage('2026-01-31')));
  it('takes an expense dated after it', () =>
    given(spents)
      .when(closed(createCommand({ ...values, date: '2026-02-01' }, '3')))
      .then([{ type: 'SpentCreated', data: { id: '3', ...values, date: '2026-02-01' } }]));
  it('refuses editing an expense of a closed day', () =>
    given(spents, [created])
      .when(closed(updateCommand({ ...values, amount: '130.00' })))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses moving an expense out of a closed day', () =>
    given(spents, [created])
      .when(closed(updateCommand({ ...values, date: '2026-02-05' })))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses moving an expense into a closed day', () =>
    given(spents, [{ type: 'SpentCreated', data: { id: '3', ...values, date: '2026-02-05' } }])
      .when(closed(updateCommand(values)))
      .thenRefuses(closedMessage('2026-01-31')));
  it('refuses deleting an expense of a closed day', () =>
    given(spents, [created]).when(closed(deleteCommand)).thenRefuses(closedMessage('2026-01-31')));
  it('deletes an expense dated after it', () =>
    given(spents, [{ type: 'SpentCreated', data: { id: '3', ...values, date: '2026-02-05' } }])
      .when(closed(deleteCommand))
      .then([{ type: 'SpentDeleted', data: { id: '3' } }]));
});
