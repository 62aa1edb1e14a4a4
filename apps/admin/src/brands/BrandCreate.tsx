import { Create } from '../common/forms';
import { BrandForm } from './BrandForm';

export const BrandCreate = () => (
  <Create title="bo.brands.create_title" redirect="list">
    <BrandForm />
  </Create>
);
