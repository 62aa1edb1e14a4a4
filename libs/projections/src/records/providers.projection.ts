import { providerRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const providersProjection = recordProjection({
  definition: providerRecord,
  table: 'providers',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'company_name', type: 'text' },
    { name: 'tax_id', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'website', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'country', type: 'text' },
    { name: 'notes', type: 'text' },
  ],
  searchColumns: ['name', 'company_name', 'tax_id', 'email'],
});
