import Inventory2Icon from '@mui/icons-material/Inventory2';
import { ProductCreate } from './ProductCreate';
import { ProductList } from './ProductList';
import { ProductRoutes } from './ProductRoutes';

/**
 * Products (purchasing-inventory.md, Catalogues and Product forms). react-admin mounts `edit` at
 * /products/{id}/*: ProductRoutes puts the product's page there and the form at .../edit.
 */
export default {
  list: ProductList,
  create: ProductCreate,
  edit: ProductRoutes,
  icon: Inventory2Icon,
  recordRepresentation: 'name',
};
