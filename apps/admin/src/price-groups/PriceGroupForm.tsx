import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

/** A price group has a name (required, unique among live groups: the server says so under the field). */
export const PriceGroupForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 480 }} {...props}>
    <TextInput source="name" validate={required('bo.validation.required')} fullWidth />
  </SimpleForm>
);
