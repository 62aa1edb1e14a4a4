import { organizationRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const organizationsProjection = recordProjection({
  definition: organizationRecord,
  table: 'organizations',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'region', type: 'bigint' },
    { name: 'country', type: 'text' },
    { name: 'postal_code', type: 'text' },
    { name: 'deposit_id', type: 'bigint' },
    { name: 'contacts', type: 'jsonb' },
  ],
  searchColumns: ['name', 'city', 'phone', 'email'],
  indexes: ['create index organizations_deposit on organizations (deposit_id)'],
});
