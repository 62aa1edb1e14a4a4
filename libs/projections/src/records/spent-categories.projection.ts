import { spentCategoryRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const spentCategoriesProjection = recordProjection({
  definition: spentCategoryRecord,
  table: 'spent_categories',
  version: 1,
  columns: [{ name: 'name', type: 'text' }],
  searchColumns: ['name'],
});
