import { Create } from '../common/forms';
import { DepositForm } from './DepositForm';

/** /deposits/create */
export const DepositCreate = () => (
  <Create title="bo.deposits.create" redirect="list">
    <DepositForm />
  </Create>
);
