import { productCategoryRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/** Product categories, each with how many live products it has (`products_count`). */
export const productCategoryResource: CatalogueResource = {
  path: 'product-categories',
  definition: productCategoryRecord,
  idKind: 'product_categories',
  table: 'rm.product_categories',
  uses: [{ table: 'rm.products', column: 'product_category_id', message: 'La categoría tiene productos asociados.' }],
  list: {
    search: ['r.name', 'r.code'],
    sortable: {
      id: 'r.id',
      name: 'r.name',
      code: 'r.code',
      products_count: 'products_count',
      created_at: 'r.created_at',
    },
    defaultSort: ['name', 'ASC'],
  },
  select: (knex) =>
    knex({ r: 'rm.product_categories' }).select(
      'r.*',
      knex.raw(
        `(select count(*) from rm.products p
          where p.product_category_id = r.id and p.deleted_at is null)::int as products_count`,
      ),
    ),
};
