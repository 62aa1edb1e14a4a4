import { Create } from '../common/forms';
import { GroupForm } from './GroupForm';

/** /groups/create */
export const GroupCreate = () => (
  <Create title="bo.groups.create" redirect="list">
    <GroupForm />
  </Create>
);
