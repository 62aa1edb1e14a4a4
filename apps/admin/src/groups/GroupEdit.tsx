import { Edit } from '../common/forms';
import { NamedTitle } from '../common/NamedTitle';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar';
import { GroupForm } from './GroupForm';

/** /groups/{id}/edit: update, or delete after the spec's confirmation. */
export const GroupEdit = () => (
  <Edit title={<NamedTitle message="bo.groups.edit_title" />} mutationMode="pessimistic" redirect="list">
    <GroupForm
      toolbar={<SaveDeleteToolbar confirmContent="bo.groups.delete_confirm" successMessage="bo.groups.deleted" />}
    />
  </Edit>
);
