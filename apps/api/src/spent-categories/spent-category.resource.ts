import { spentCategoryRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/** Expense categories: read and kept by admin and financial, as the expenses they classify. */
export const spentCategoryResource: CatalogueResource = {
  path: 'spent-categories',
  definition: spentCategoryRecord,
  idKind: 'spent_categories',
  table: 'rm.spent_categories',
  uses: [{ table: 'rm.spents', column: 'spent_category_id', message: 'La categoría tiene gastos asociados.' }],
  list: {
    search: ['r.name'],
    sortable: { id: 'r.id', name: 'r.name', created_at: 'r.created_at' },
    defaultSort: ['name', 'ASC'],
  },
};
