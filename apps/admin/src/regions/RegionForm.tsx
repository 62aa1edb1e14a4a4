import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

/** A region's name (required, unique among live regions). */
export const RegionForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 480 }} {...props}>
    <TextInput source="name" validate={required('bo.validation.required')} fullWidth />
  </SimpleForm>
);
