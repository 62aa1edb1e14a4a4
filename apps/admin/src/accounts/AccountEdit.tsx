import { Button, email, regex, required, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { SaveButton } from '../common/SaveButton';
import { Edit } from '../common/forms';
import { Link } from 'react-router-dom';
import { PhotoInput } from '../common/PhotoInput';

const mandatory = required('bo.validation.required');
const colour = [mandatory, regex(/^#[0-9a-fA-F]{6}$/, 'bo.accounts.invalid_color')];

/** Save, and cancel back to the dashboard. */
const AccountToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <Button component={Link} to="/" label="ra.action.cancel" variant="outlined" size="medium" />
  </Toolbar>
);

/**
 * /accounts/{id} (admin): the company's data, the sidebar's three colours and the logo. Saved, it
 * says 'Cuenta actualizada correctamente' and the sidebar takes the new colours at once.
 */
export const AccountEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      title="bo.accounts.title"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('bo.accounts.updated', { type: 'success' }) }}
    >
      <SimpleForm noValidate sx={{ maxWidth: 640 }} toolbar={<AccountToolbar />}>
        <TextInput source="name" validate={mandatory} fullWidth />
        <TextInput source="identification" validate={mandatory} fullWidth />
        <TextInput source="email" type="email" validate={[mandatory, email('bo.accounts.invalid_email')]} fullWidth />
        <TextInput source="phone" fullWidth />
        <TextInput source="reasonName" fullWidth />
        <TextInput source="address" multiline fullWidth />
        <TextInput source="sidebarColor" type="color" validate={colour} sx={{ minWidth: 240 }} />
        <TextInput source="textSidebarColor" type="color" validate={colour} sx={{ minWidth: 240 }} />
        <TextInput source="textHoverSidebarColor" type="color" validate={colour} sx={{ minWidth: 240 }} />
        <PhotoInput source="logo" label="resources.accounts.fields.logo" />
      </SimpleForm>
    </Edit>
  );
};
