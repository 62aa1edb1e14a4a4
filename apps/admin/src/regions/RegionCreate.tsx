import { Create } from 'react-admin';
import { RegionForm } from './RegionForm';

export const RegionCreate = () => (
  <Create title="bo.regions.create" redirect="list">
    <RegionForm />
  </Create>
);
