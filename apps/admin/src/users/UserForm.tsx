import {
  BooleanInput,
  email,
  Labeled,
  minLength,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useGetIdentity,
  useRecordContext,
  type SimpleFormProps,
} from 'react-admin';
import { PhotoInput } from '../common/PhotoInput';
import { useCan } from '../access/useCan';
import { roleChoicesFor } from './roles';
import type { User } from './types';

const mandatory = required('bo.validation.required');
const stores = { perPage: 500, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The spec's user form: first and last name, e-mail, password (8 or more; on edit a blank one
 * keeps the current), role, owner, photo and store, all required but owner and photo. Nobody
 * changes their own role here; a user who is not admin ('Mi perfil') sees their store and cannot
 * change the owner flag either (the server refuses it too).
 */
export const UserForm = ({
  creating = false,
  ...props
}: Omit<SimpleFormProps, 'children'> & { creating?: boolean }) => {
  const isAdmin = useCan('users', 'write');
  const { identity } = useGetIdentity();
  const record = useRecordContext<User>();
  const own = !!record && !!identity && String(identity.id) === String(record.id);
  return (
    <SimpleForm noValidate sx={{ maxWidth: 640 }} {...props}>
      <TextInput source="first_name" validate={mandatory} fullWidth />
      <TextInput source="last_name" validate={mandatory} fullWidth />
      <TextInput source="email" type="email" validate={[mandatory, email('bo.users.invalid_email')]} fullWidth />
      <PasswordInput
        source="password"
        validate={
          creating ? [mandatory, minLength(8, 'bo.users.short_password')] : minLength(8, 'bo.users.short_password')
        }
        helperText={creating ? 'bo.users.password_rule' : 'bo.users.password_help'}
        autoComplete="new-password"
        fullWidth
      />
      <SelectInput
        source="role"
        choices={roleChoicesFor(record?.role)}
        validate={mandatory}
        readOnly={own || !isAdmin}
        fullWidth
      />
      {isAdmin ? <BooleanInput source="owner" /> : null}
      <PhotoInput source="photo" label="resources.users.fields.photo" />
      {isAdmin ? (
        <ReferenceInput source="organization_id" reference="organizations" {...stores}>
          <SelectInput optionText="name" validate={mandatory} fullWidth />
        </ReferenceInput>
      ) : (
        <Labeled source="organization_id">
          <TextField source="organization.name" emptyText="—" />
        </Labeled>
      )}
    </SimpleForm>
  );
};
