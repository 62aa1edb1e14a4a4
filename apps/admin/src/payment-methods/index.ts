import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentMethodCreate } from './PaymentMethodCreate';
import { PaymentMethodEdit } from './PaymentMethodEdit';
import { PaymentMethodList } from './PaymentMethodList';

/** Payment methods of sales and purchases (sidebar 'Métodos de pago', admin only). */
export default {
  list: PaymentMethodList,
  create: PaymentMethodCreate,
  edit: PaymentMethodEdit,
  icon: PaymentsIcon,
};
