import { deleteUnlessUsedController } from '../../catalogue/delete-unless-used';
import { spentCategoryResource } from '../spent-category.resource';

export const SPENT_CATEGORY_IN_USE = 'La categoría tiene gastos asociados.';

/** DELETE /api/spent-categories/{id}: refused (409) while a live expense is in the category. */
export const DeleteSpentCategoryController = deleteUnlessUsedController(spentCategoryResource, [
  { table: 'rm.spents', column: 'spent_category_id', message: SPENT_CATEGORY_IN_USE },
]);
