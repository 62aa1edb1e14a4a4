import { spentRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const spentsProjection = recordProjection({
  definition: spentRecord,
  table: 'spents',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'date', type: 'date' },
    { name: 'amount', type: 'numeric(14,2)' },
    { name: 'spent_category_id', type: 'bigint' },
    { name: 'method', type: 'text' },
  ],
  searchColumns: ['name'],
  indexes: [
    'create index spents_date on spents (date desc, id desc)',
    'create index spents_category on spents (spent_category_id) where deleted_at is null',
  ],
});
