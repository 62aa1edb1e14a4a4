import { Edit } from '../common/forms';
import { NamedTitle } from '../common/NamedTitle';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar';
import { useCan } from '../access/useCan';
import { CategoryBreadcrumbs } from './CategoryBreadcrumbs';
import { CategoryForm } from './CategoryForm';

/**
 * /product-categories/{id}: name and code, update and delete (after the spec's confirmation; the
 * server refuses while the category still has products, and that message is shown).
 */
export const CategoryEdit = () => {
  const canWrite = useCan('product-categories', 'write');
  return (
    <Edit title={<NamedTitle message="bo.product_categories.edit_title" />} mutationMode="pessimistic" redirect="list">
      <CategoryBreadcrumbs page="edit" />
      <CategoryForm
        toolbar={
          <SaveDeleteToolbar
            canDelete={canWrite}
            confirmContent="bo.product_categories.delete_confirm"
            successMessage="bo.product_categories.deleted"
          />
        }
      />
    </Edit>
  );
};
