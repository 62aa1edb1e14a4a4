import { required, SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

const mandatory = required('bo.validation.required');
/** Issue 33: the % of a purchase's IVA withheld from the provider under regime special. */
const WITHHOLDING = [
  { id: 75, name: 'bo.shopping_fiscal.withholding_75' },
  { id: 100, name: 'bo.shopping_fiscal.withholding_100' },
];

/**
 * The spec's provider form: contact name, company name and RIF required; e-mail, tel and url
 * inputs; the IVA withholding (75 | 100 %, issue 33), shown always with a hint on when it applies.
 */
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
    <SelectInput
      source="iva_withholding"
      choices={WITHHOLDING}
      defaultValue={75}
      validate={mandatory}
      helperText="bo.shopping_fiscal.iva_withholding_help"
      fullWidth
    />
  </SimpleForm>
);
