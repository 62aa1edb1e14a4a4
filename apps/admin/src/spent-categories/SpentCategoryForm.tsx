import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

/** Name (required; the server refuses one another live category has). */
export const SpentCategoryForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 480 }} {...props}>
    <TextInput source="name" validate={required('bo.validation.required')} fullWidth />
  </SimpleForm>
);
