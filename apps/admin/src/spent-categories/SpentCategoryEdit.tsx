import { Edit } from '../common/forms';
import { NamedTitle } from '../common/NamedTitle';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar';
import { SpentCategoryForm } from './SpentCategoryForm';

/**
 * /spent-categories/{id}: rename, or delete after the confirmation (the server refuses while an
 * expense is in the category, and that message is shown).
 */
export const SpentCategoryEdit = () => (
  <Edit title={<NamedTitle message="bo.spent_categories.edit_title" />} mutationMode="pessimistic" redirect="list">
    <SpentCategoryForm
      toolbar={
        <SaveDeleteToolbar
          confirmContent="bo.spent_categories.delete_confirm"
          successMessage="bo.spent_categories.deleted"
        />
      }
    />
  </Edit>
);
