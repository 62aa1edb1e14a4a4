import { dealerRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

/** Dealers (spec /dealers): the applicant's data, where they are, and their group. */
export const dealersProjection = recordProjection({
  definition: dealerRecord,
  table: 'dealers',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'lastname', type: 'text' },
    { name: 'idType', type: 'text' },
    { name: 'identification', type: 'text' },
    { name: 'company', type: 'text' },
    { name: 'state_id', type: 'bigint' },
    { name: 'state', type: 'text' },
    { name: 'town_id', type: 'bigint' },
    { name: 'town', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'group_id', type: 'bigint' },
    { name: 'request_id', type: 'bigint' },
  ],
  searchColumns: ['name', 'lastname', 'identification', 'company'],
});
