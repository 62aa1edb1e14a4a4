import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

/** Name (required) and code, as the spec's brand forms. */
export const BrandForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 480 }} {...props}>
    <TextInput source="name" validate={required('bo.validation.required')} fullWidth />
    <TextInput source="code" fullWidth />
  </SimpleForm>
);
