import Inventory2Icon from '@mui/icons-material/Inventory2';
import { detailRoutes } from '../common/detailRoutes';
import { lazyScreen } from '../common/lazyScreen';

const ProductCreate = lazyScreen(() => import('./ProductCreate'), 'ProductCreate');
const ProductEdit = lazyScreen(() => import('./ProductEdit'), 'ProductEdit');
const ProductList = lazyScreen(() => import('./ProductList'), 'ProductList');
const ProductShow = lazyScreen(() => import('./ProductShow'), 'ProductShow');

/** Products (purchasing-inventory.md, Catalogues and Product forms): /products/{id} is the product's page. */
export default {
  list: ProductList,
  create: ProductCreate,
  ...detailRoutes(ProductShow, ProductEdit),
  icon: Inventory2Icon,
  recordRepresentation: 'name',
};
