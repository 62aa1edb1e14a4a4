import { regionRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const regionsProjection = recordProjection({
  definition: regionRecord,
  table: 'regions',
  version: 1,
  columns: [{ name: 'name', type: 'text' }],
});
