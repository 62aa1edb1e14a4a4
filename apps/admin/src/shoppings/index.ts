import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { showRoutes } from '../common/detailRoutes';
import { lazyScreen } from '../common/lazyScreen';

const ShoppingList = lazyScreen(() => import('./ShoppingList'), 'ShoppingList');
const ShoppingShow = lazyScreen(() => import('./show/ShoppingShow'), 'ShoppingShow');
const ShoppingCreate = lazyScreen(() => import('./create/ShoppingCreate'), 'ShoppingCreate');

/**
 * Purchases (purchasing-inventory.md, Purchases and providers): the list /shoppings, the form
 * /shoppings/create and the detail /shoppings/{id}. A purchase is never edited as a form: it
 * changes through its commands (payments, paid, cancel).
 */
export default {
  list: ShoppingList,
  create: ShoppingCreate,
  ...showRoutes(ShoppingShow),
  icon: ShoppingBagIcon,
};
