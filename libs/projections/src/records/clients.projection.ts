import { clientRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const clientsProjection = recordProjection({
  definition: clientRecord,
  table: 'clients',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'identification', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'companyName', type: 'text' },
    { name: 'typeClient', type: 'text' },
  ],
  searchColumns: ['name', 'identification', 'email', 'companyName'],
  // The sales screens look a live client up by its identification (GET /api/clients/lookup).
  indexes: ['create index clients_live_identification on clients (lower(identification)) where deleted_at is null'],
});
