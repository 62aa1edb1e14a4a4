import { productRecord } from '@bo/domain';
import { Projection } from '../projection';
import { recordProjection } from './record-projection';

const products = recordProjection({
  definition: productRecord,
  table: 'products',
  version: 1,
  columns: [
    { name: 'code', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'line_name', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'volumen', type: 'text' },
    { name: 'weight', type: 'numeric' },
    { name: 'prices', type: 'jsonb' },
    { name: 'brand_id', type: 'bigint' },
    { name: 'part_id', type: 'text' },
    { name: 'alias', type: 'text' },
    { name: 'contable', type: 'boolean' },
    { name: 'cost', type: 'numeric' },
    { name: 'photo', type: 'text' },
    { name: 'product_category_id', type: 'bigint' },
  ],
  // The list's `q` looks in these four: each gets a trigram index once caught up.
  searchColumns: ['code', 'name', 'alias', 'part_id'],
  indexes: [
    'create index products_brand_name on products (brand_id, name, id)',
    'create index products_name on products (name, id)',
    'create index products_category on products (product_category_id)',
  ],
});

/**
 * The products read model: one row per product (`products`) and its stock per deposit
 * (`product_stock`, filled by the stock events of a later issue; the list already reads it).
 */
export const productsProjection: Projection = {
  ...products,
  tables: ['products', 'product_stock'],
  async createTables(trx) {
    await products.createTables(trx);
    await trx.raw(`create table product_stock (
      product_id bigint not null,
      deposit_id bigint not null,
      quantity numeric not null default 0,
      primary key (product_id, deposit_id)
    )`);
    await trx.raw('create index product_stock_deposit on product_stock (deposit_id, product_id)');
  },
};
