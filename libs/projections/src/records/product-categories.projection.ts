import { productCategoryRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const productCategoriesProjection = recordProjection({
  definition: productCategoryRecord,
  table: 'product_categories',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'code', type: 'text' },
  ],
  searchColumns: ['name', 'code'],
});
