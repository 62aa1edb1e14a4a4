import { useRecordContext } from 'react-admin';
import { Edit } from '../common/forms';
import { NamedTitle } from '../common/NamedTitle';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar';
import { PaymentMethodForm } from './PaymentMethodForm';

/** The system's seven methods (sales and purchases rely on them) are not offered for deletion. */
const Toolbar = () => {
  const record = useRecordContext<{ system?: boolean }>();
  return (
    <SaveDeleteToolbar
      canDelete={!record?.system}
      confirmContent="bo.payment_methods.delete_confirm"
      successMessage="bo.payment_methods.deleted"
    />
  );
};

/** /payment-methods/{id}: name and flags (the code is fixed), delete after the confirmation. */
export const PaymentMethodEdit = () => (
  <Edit title={<NamedTitle message="bo.payment_methods.edit_title" />} mutationMode="pessimistic" redirect="list">
    <PaymentMethodForm editing toolbar={<Toolbar />} />
  </Edit>
);
