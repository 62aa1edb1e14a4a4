import { required, SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { clientTypeChoices } from './clientTypes';

const mandatory = required('bo.validation.required');

/** The spec's client form: company, name, e-mail, identification (alias or id number), phone, address, type. */
export const ClientForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 640 }} {...props}>
    <TextInput source="companyName" fullWidth />
    <TextInput source="name" validate={mandatory} fullWidth />
    <TextInput source="email" type="email" fullWidth />
    <TextInput source="identification" validate={mandatory} fullWidth />
    <TextInput source="phone" type="tel" fullWidth />
    <TextInput source="address" fullWidth />
    <SelectInput source="typeClient" choices={clientTypeChoices} validate={mandatory} fullWidth />
  </SimpleForm>
);
