import { Create } from 'react-admin';
import { DepositForm } from './DepositForm';

/** /deposits/create */
export const DepositCreate = () => (
  <Create title="bo.deposits.create" redirect="list">
    <DepositForm />
  </Create>
);
