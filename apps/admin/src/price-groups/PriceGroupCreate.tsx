import { Create } from '../common/forms';
import { PriceGroupForm } from './PriceGroupForm';

export const PriceGroupCreate = () => (
  <Create title="bo.price_groups.create" redirect="list">
    <PriceGroupForm />
  </Create>
);
