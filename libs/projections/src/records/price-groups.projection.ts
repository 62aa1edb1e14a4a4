import { priceGroupRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const priceGroupsProjection = recordProjection({
  definition: priceGroupRecord,
  table: 'price_groups',
  version: 1,
  columns: [{ name: 'name', type: 'text' }],
  searchColumns: ['name'],
});
