import { ArrayInput, SimpleForm, SimpleFormIterator, TextInput, TopToolbar } from 'react-admin';
import { Edit } from '../common/forms';
import { BackLink } from '../common/BackLink';
import { NamedTitle } from '../common/NamedTitle';
import { RestorableEditToolbar } from '../common/RestorableEditToolbar';
import { OrganizationFields } from './OrganizationFields';

/**
 * /organizations/{id}/edit: the store's fields and its contacts (name, city, phone), listed and
 * edited here; delete ('¿Está seguro que desea eliminar esta tienda?') or, once deleted,
 * restore.
 */
export const OrganizationEdit = () => (
  <Edit
    title={<NamedTitle message="bo.organizations.edit_title" />}
    mutationMode="pessimistic"
    redirect="list"
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to="/organizations" />
      </TopToolbar>
    }
  >
    <SimpleForm
      noValidate
      sx={{ maxWidth: 760 }}
      toolbar={
        <RestorableEditToolbar
          deleteConfirm="bo.organizations.delete_confirm"
          restoreConfirm="bo.organizations.restore_confirm"
          deleted="bo.organizations.deleted"
          restored="bo.organizations.restored"
        />
      }
    >
      <OrganizationFields />
      <ArrayInput source="contacts">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="bo.organizations.contact_name" helperText={false} />
          <TextInput source="city" label="bo.organizations.contact_city" helperText={false} />
          <TextInput source="phone" label="bo.organizations.contact_phone" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </Edit>
);
