import { Create } from '../common/forms';
import { CategoryBreadcrumbs } from './CategoryBreadcrumbs';
import { CategoryForm } from './CategoryForm';

/** /product-categories/create */
export const CategoryCreate = () => (
  <Create title="bo.product_categories.create" redirect="list">
    <CategoryBreadcrumbs page="create" />
    <CategoryForm />
  </Create>
);
