import { Create } from '../common/forms';
import { SpentCategoryForm } from './SpentCategoryForm';

/** /spent-categories/create */
export const SpentCategoryCreate = () => (
  <Create title="bo.spent_categories.create" redirect="list">
    <SpentCategoryForm />
  </Create>
);
