import { RecordedEvent } from '@bo/event-store';
import { foldTaxeEvents } from './fold-taxe-events';

let position = 0;
const recorded = (type: string, data: unknown, at: string, userId: string | null = '1'): RecordedEvent => ({
  streamId: 'taxe-x',
  streamPosition: 1,
  position: { commit: '1', position: String(++position) },
  type,
  data,
  metadata: { user_id: userId, correlation_id: 'c', causation_id: null, idempotency_key: null, at },
  createdAt: new Date(0),
});

describe('foldTaxeEvents', () => {
  it('folds a batch into one change per rate, as if applied one by one', () => {
    const changes = foldTaxeEvents([
      recorded('TaxeCreated', { id: '1', change: '36.50', cop_change: '0.009000' }, 'T1', '7'),
      recorded('TaxeUpdated', { id: '1', change: '40.00', cop_change: '0.008000', previous: {} }, 'T2'),
      recorded('TaxeUpdated', { id: '2', change: '41.00', cop_change: '0.007000', previous: {} }, 'T3'),
      recorded('TaxeUpdated', { id: '2', change: '42.00', cop_change: '0.007500', previous: {} }, 'T4'),
      recorded('TaxeCreated', { id: '3', change: '1.00', cop_change: '0.000001' }, 'T5'),
      recorded('TaxeDeleted', { id: '3' }, 'T6'),
      recorded('UserRegistered', { id: '3' }, 'T7'),
    ]);
    expect([...changes.values()]).toEqual([
      {
        kind: 'row',
        row: { id: '1', change: '40.00', cop_change: '0.008000', created_at: 'T1', updated_at: 'T2', created_by: '7' },
      },
      { kind: 'values', id: '2', change: '42.00', cop_change: '0.007500', updated_at: 'T4' },
      { kind: 'deleted', id: '3' },
    ]);
  });
});
