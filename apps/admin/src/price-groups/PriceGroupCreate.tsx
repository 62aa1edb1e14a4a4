import { Create } from 'react-admin';
import { PriceGroupForm } from './PriceGroupForm';

export const PriceGroupCreate = () => (
  <Create title="bo.price_groups.create" redirect="list">
    <PriceGroupForm />
  </Create>
);
