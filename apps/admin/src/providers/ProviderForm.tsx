import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

const mandatory = required('bo.validation.required');

/** The spec's provider form: contact name, company name and RIF required; e-mail, tel and url inputs. */
export const ProviderForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 640 }} {...props}>
    <TextInput source="name" validate={mandatory} fullWidth />
    <TextInput source="company_name" validate={mandatory} fullWidth />
    <TextInput source="tax_id" validate={mandatory} fullWidth helperText="J-12345678-9" />
    <TextInput source="email" type="email" fullWidth />
    <TextInput source="phone" type="tel" fullWidth />
    <TextInput source="website" type="url" fullWidth />
    <TextInput source="address" fullWidth />
    <TextInput source="city" fullWidth />
    <TextInput source="country" fullWidth />
    <TextInput source="notes" multiline minRows={3} fullWidth />
  </SimpleForm>
);
