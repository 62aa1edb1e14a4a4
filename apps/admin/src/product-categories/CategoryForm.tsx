import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

/** Name (required) and code; server errors come back under name and code. */
export const CategoryForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 480 }} {...props}>
    <TextInput source="name" validate={required('bo.validation.required')} fullWidth />
    <TextInput source="code" fullWidth />
  </SimpleForm>
);
