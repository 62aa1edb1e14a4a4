import { priceGroupRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/** Price groups: every role reads them (a product shows one price per group); admin keeps them. */
export const priceGroupResource: CatalogueResource = {
  path: 'price-groups',
  definition: priceGroupRecord,
  idKind: 'price_groups',
  table: 'rm.price_groups',
  list: {
    search: ['r.name'],
    sortable: { id: 'r.id', name: 'r.name', created_at: 'r.created_at' },
    defaultSort: ['name', 'ASC'],
  },
};
