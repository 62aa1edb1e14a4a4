import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyScreen } from '../common/lazyScreen';

const PaymentMethodCreate = lazyScreen(() => import('./PaymentMethodCreate'), 'PaymentMethodCreate');
const PaymentMethodEdit = lazyScreen(() => import('./PaymentMethodEdit'), 'PaymentMethodEdit');
const PaymentMethodList = lazyScreen(() => import('./PaymentMethodList'), 'PaymentMethodList');

/** Payment methods of sales and purchases (sidebar 'Métodos de pago', admin only). */
export default {
  list: PaymentMethodList,
  create: PaymentMethodCreate,
  edit: PaymentMethodEdit,
  icon: PaymentsIcon,
};
