import {
  DateInput,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { today } from '../calendarDate';
import { SPENT_METHOD_CHOICES } from './methods';

const mandatory = required('bo.validation.required');

/** Name, date (today by default), amount (min 0, step 0.01), category and payment method, all required. */
export const SpentForm = (props: Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm noValidate sx={{ maxWidth: 480 }} {...props}>
    <TextInput source="name" validate={mandatory} fullWidth />
    <DateInput source="date" defaultValue={today()} validate={mandatory} fullWidth />
    <NumberInput
      source="amount"
      min={0}
      step={0.01}
      validate={[mandatory, minValue(0, 'bo.spents.amount_min')]}
      fullWidth
    />
    <ReferenceInput
      source="spent_category_id"
      reference="spent-categories"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={200}
    >
      <SelectInput optionText="name" validate={mandatory} fullWidth />
    </ReferenceInput>
    <SelectInput source="method" choices={SPENT_METHOD_CHOICES} validate={mandatory} fullWidth />
  </SimpleForm>
);
