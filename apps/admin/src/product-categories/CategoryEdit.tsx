import { Edit } from '../common/forms';
import { NamedTitle } from '../common/NamedTitle';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar';
import { useHasRole } from '../common/usePermission';
import { CategoryBreadcrumbs } from './CategoryBreadcrumbs';
import { CategoryForm } from './CategoryForm';
import { PRODUCT_CATEGORY_WRITERS } from './permissions';

/**
 * /product-categories/{id}: name and code, update and delete (after the spec's confirmation; the
 * server refuses while the category still has products, and that message is shown).
 */
export const CategoryEdit = () => {
  const canWrite = useHasRole(PRODUCT_CATEGORY_WRITERS);
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
