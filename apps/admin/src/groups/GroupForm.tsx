import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

/** A dealer group: name (required) and description. */
export const GroupForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 560 }} {...props}>
    <TextInput source="name" validate={required('bo.validation.required')} fullWidth />
    <TextInput source="description" label="bo.groups.description" multiline minRows={2} fullWidth />
  </SimpleForm>
);
