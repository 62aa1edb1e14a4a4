import { productRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';
import { priceErrors, readPriceGroups } from './price-groups';
import { filterProducts, productRows, productView } from './product-rows';

/** Products: everyone reads them (sales sell them); admin and storer keep them. */
export const productResource: CatalogueResource = {
  path: 'products',
  definition: productRecord,
  idKind: 'products',
  table: 'rm.products',
  references: [
    { field: 'brand_id', table: 'rm.brands', message: 'La marca seleccionada no existe.' },
    { field: 'product_category_id', table: 'rm.product_categories', message: 'La categoría seleccionada no existe.' },
  ],
  checks: async (knex, values) =>
    priceErrors(await readPriceGroups(knex), (values.prices ?? {}) as Record<string, unknown>),
  list: {
    search: ['r.code', 'r.name', 'r.alias', 'r.part_id'],
    sortable: {
      id: 'r.id',
      code: 'r.code',
      name: 'r.name',
      cost: 'r.cost',
      created_at: 'r.created_at',
      price: 'r.price',
      iva: 'r.iva',
    },
    defaultSort: ['name', 'ASC'],
    filters: filterProducts,
  },
  select: productRows,
  numbers: ['weight', 'cost', 'price', 'quantity', 'brand_id', 'product_category_id'],
  view: productView,
};
