import { regionRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/** Regions (Venezuela's federal entities, seeded at startup): every role reads them; admin keeps them. */
export const regionResource: CatalogueResource = {
  path: 'regions',
  definition: regionRecord,
  idKind: 'regions',
  table: 'rm.regions',
  uses: [
    { table: 'rm.deposits', column: 'region_id', message: 'La región tiene depósitos asociados.' },
    { table: 'rm.organizations', column: 'region', message: 'La región tiene tiendas asociadas.' },
  ],
  list: {
    search: ['r.name'],
    sortable: { id: 'r.id', name: 'r.name', created_at: 'r.created_at' },
    defaultSort: ['name', 'ASC'],
  },
};
