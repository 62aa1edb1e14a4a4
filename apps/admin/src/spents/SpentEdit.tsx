import { TopToolbar } from 'react-admin';
import { Edit } from '../common/forms';
import { BackLink } from '../common/BackLink';
import { NamedTitle } from '../common/NamedTitle';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar';
import { SpentForm } from './SpentForm';

/** /spents/{id}: the expense's fields, save, delete after '¿Está seguro que desea eliminar este gasto?', back to /spents. */
export const SpentEdit = () => (
  <Edit
    title={<NamedTitle message="bo.spents.edit_title" />}
    mutationMode="pessimistic"
    redirect="list"
    actions={
      <TopToolbar>
        <BackLink to="/spents" />
      </TopToolbar>
    }
  >
    <SpentForm
      toolbar={<SaveDeleteToolbar confirmContent="bo.spents.delete_confirm" successMessage="bo.spents.deleted" />}
    />
  </Edit>
);
