import { groupRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

/** Dealer groups; `created_by` names the user shown as 'creado por'. */
export const groupsProjection = recordProjection({
  definition: groupRecord,
  table: 'groups',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'description', type: 'text' },
  ],
  searchColumns: ['name'],
});
