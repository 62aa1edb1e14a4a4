import { Edit } from '../common/forms';
import { NamedTitle } from '../common/NamedTitle';
import { RestorableEditToolbar } from '../common/RestorableEditToolbar';
import { BrandForm } from './BrandForm';

/** /brands/{id}/edit: name, code, delete (with the spec's confirmation) or restore when deleted. */
export const BrandEdit = () => (
  <Edit title={<NamedTitle message="bo.brands.edit_title" />} mutationMode="pessimistic">
    <BrandForm
      toolbar={
        <RestorableEditToolbar
          deleteConfirm="bo.brands.delete_confirm"
          restoreConfirm="bo.common.restore_confirm"
          deleted="bo.brands.deleted"
          restored="bo.brands.restored"
        />
      }
    />
  </Edit>
);
