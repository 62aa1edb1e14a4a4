import { brandRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/** Brands: read by whoever sees products or sells; kept by admin and storer. */
export const brandResource: CatalogueResource = {
  path: 'brands',
  definition: brandRecord,
  idKind: 'brands',
  table: 'rm.brands',
  list: {
    search: ['r.name', 'r.code'],
    sortable: { id: 'r.id', name: 'r.name', code: 'r.code', created_at: 'r.created_at' },
    defaultSort: ['name', 'ASC'],
  },
};
