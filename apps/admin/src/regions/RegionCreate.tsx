import { Create } from '../common/forms';
import { RegionForm } from './RegionForm';

export const RegionCreate = () => (
  <Create title="bo.regions.create" redirect="list">
    <RegionForm />
  </Create>
);
