import { brandRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const brandsProjection = recordProjection({
  definition: brandRecord,
  table: 'brands',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'code', type: 'text' },
  ],
  searchColumns: ['name', 'code'],
});
