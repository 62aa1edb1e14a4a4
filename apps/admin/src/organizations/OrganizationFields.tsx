import { ReferenceInput, SelectInput, TextInput } from 'react-admin';

const byName = { perPage: 500, sort: { field: 'name', order: 'ASC' as const } };
const COUNTRIES = [{ id: 'VE', name: 'bo.organizations.venezuela' }];

/**
 * The spec's store fields, in its order: Nombre, Correo electrónico, Teléfono, Dirección, Ciudad,
 * Estado, Depósito (with an empty option), País (empty or Venezuela), Código postal. No rules in the
 * browser: the server's field messages show under the fields.
 */
export const OrganizationFields = () => (
  <>
    <TextInput source="name" fullWidth />
    <TextInput source="email" type="email" fullWidth />
    <TextInput source="phone" fullWidth />
    <TextInput source="address" fullWidth />
    <TextInput source="city" fullWidth />
    <ReferenceInput source="region" reference="regions" {...byName}>
      <SelectInput optionText="name" emptyText="" fullWidth />
    </ReferenceInput>
    <ReferenceInput source="deposit_id" reference="deposits" {...byName}>
      <SelectInput optionText="name" emptyText="" fullWidth />
    </ReferenceInput>
    <SelectInput source="country" choices={COUNTRIES} emptyText="" fullWidth />
    <TextInput source="postal_code" fullWidth />
  </>
);
