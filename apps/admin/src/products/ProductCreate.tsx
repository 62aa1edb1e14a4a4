import { Create } from '../common/forms';
import { detailPath } from '../common/detailRoutes';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductForm, toProductBody } from './ProductForm';

/** /products/create: Productos > Crear; then the new product's page. */
export const ProductCreate = () => (
  <Create
    title="bo.products.create_title"
    redirect={(_resource, id) => detailPath('products', id!)}
    transform={toProductBody}
  >
    <ProductBreadcrumbs page="create" />
    {/* prices starts as an object: `prices.3` must not become an array index. */}
    <ProductForm kind="create" defaultValues={{ prices: {} }} />
  </Create>
);
