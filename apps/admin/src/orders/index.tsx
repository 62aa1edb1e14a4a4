import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../common/lazyScreen';

const OrderCreate = lazyScreen(() => import('./create/OrderCreate'), 'OrderCreate');
const OrderList = lazyScreen(() => import('./OrderList'), 'OrderList');
const OrderShow = lazyScreen(() => import('./show/OrderShow'), 'OrderShow');

/**
 * Sales orders (sales.md, Orders list, Create sale, Sale detail): the list, /orders/create and the
 * detail /orders/{id}. An order is never edited as a form: it changes through its commands.
 */
export default {
  list: OrderList,
  create: OrderCreate,
  hasShow: true,
  icon: PointOfSaleIcon,
  children: [<Route key="detail" path=":id" element={<OrderShow />} />],
};
