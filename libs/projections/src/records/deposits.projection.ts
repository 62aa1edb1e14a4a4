import { depositRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const depositsProjection = recordProjection({
  definition: depositRecord,
  table: 'deposits',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'alias', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'lat', type: 'numeric(9,6)' },
    { name: 'long', type: 'numeric(9,6)' },
    { name: 'region_id', type: 'bigint' },
  ],
  searchColumns: ['name', 'alias'],
  indexes: ['create index deposits_region on deposits (region_id)'],
});
