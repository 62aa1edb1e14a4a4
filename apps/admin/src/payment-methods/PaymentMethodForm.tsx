import { BooleanInput, required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = (value: unknown) =>
  typeof value === 'string' && !CODE.test(value) ? 'bo.payment_methods.code_format' : undefined;

/**
 * Code (a lowercase slug, typed once: fixed afterwards), name, whether it is cash (needs no
 * reference), whether its amount is typed in bolivars (change_currency 'VES') and whether it is in
 * foreign currency (issue 33: its payments carry IGTF when the account is an agent; a new method
 * starts in dollars, so in foreign currency).
 */
export const PaymentMethodForm = ({ editing, ...props }: Omit<SimpleFormProps, 'children'> & { editing?: boolean }) => (
  <SimpleForm noValidate sx={{ maxWidth: 480 }} {...props}>
    <TextInput
      source="code"
      disabled={editing}
      validate={editing ? undefined : [required('bo.validation.required'), slug]}
      helperText={editing ? 'bo.payment_methods.code_fixed' : 'bo.payment_methods.code_help'}
      fullWidth
    />
    <TextInput source="name" validate={required('bo.validation.required')} fullWidth />
    <BooleanInput source="change" defaultValue={false} />
    <BooleanInput
      source="change_currency"
      defaultValue={null}
      format={(value: unknown) => value === 'VES'}
      parse={(checked: boolean) => (checked ? 'VES' : null)}
    />
    <BooleanInput
      source="foreign_currency"
      defaultValue={editing ? undefined : true}
      helperText="bo.payment_methods.foreign_currency_help"
    />
  </SimpleForm>
);
