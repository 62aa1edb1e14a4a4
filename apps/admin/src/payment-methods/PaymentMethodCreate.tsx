import { Create } from '../common/forms';
import { PaymentMethodForm } from './PaymentMethodForm';

/** /payment-methods/create */
export const PaymentMethodCreate = () => (
  <Create title="bo.payment_methods.create" redirect="list">
    <PaymentMethodForm />
  </Create>
);
