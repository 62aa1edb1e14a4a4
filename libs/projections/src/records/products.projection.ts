import { ivaCodeOf, productRecord } from '@bo/domain';
import { Projection } from '../projection';
import { recordProjection } from './record-projection';

const products = recordProjection({
  definition: productRecord,
  table: 'products',
  // 2: product_stock moved to the stock projection. 3: iva (issue 33; G for products stored before).
  version: 3,
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
    { name: 'iva', type: 'text', from: (values) => ivaCodeOf(values.iva) },
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
 * The products read model: one row per product. Its stock per deposit (`product_stock`) belongs
 * to the stock projection (libs/projections/src/stock).
 */
export const productsProjection: Projection = products;
