import Inventory2Icon from '@mui/icons-material/Inventory2';
import { detailRoutes } from '../common/detailRoutes';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';
import { ProductShow } from './ProductShow';

/** Products (purchasing-inventory.md, Catalogues and Product forms): /products/{id} is the product's page. */
export default {
  list: ProductList,
  create: ProductCreate,
  ...detailRoutes(ProductShow, ProductEdit),
  icon: Inventory2Icon,
  recordRepresentation: 'name',
};
