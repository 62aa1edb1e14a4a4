import {
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';

const mandatory = required('bo.validation.required');
const regions = { perPage: 100, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The spec's deposit form: name, alias, address, latitude, longitude (6 decimals, within ±90 and
 * ±180) and the region selector. The server checks all of it again and answers under the fields.
 */
export const DepositForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 640 }} {...props}>
    <TextInput source="name" validate={mandatory} fullWidth />
    <TextInput source="alias" fullWidth />
    <TextInput source="address" multiline fullWidth />
    <NumberInput source="lat" step={0.000001} validate={[minValue(-90), maxValue(90)]} fullWidth />
    <NumberInput source="long" step={0.000001} validate={[minValue(-180), maxValue(180)]} fullWidth />
    <ReferenceInput source="region_id" reference="regions" {...regions}>
      <SelectInput optionText="name" validate={mandatory} fullWidth />
    </ReferenceInput>
  </SimpleForm>
);
