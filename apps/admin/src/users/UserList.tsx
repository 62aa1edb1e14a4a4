import { DataTable, SelectInput, Translate } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import type { PhoneRow } from '../common/PhoneList';
import { withDeletedMarker } from '../common/DeletedMarker';
import { RoleLabel } from './RoleLabel';
import { ROLE_CHOICES } from './roles';
import type { User } from './types';

const roleFilter = (
  <SelectInput
    key="role"
    source="role"
    label="bo.users.role_filter"
    choices={ROLE_CHOICES}
    emptyText="bo.users.all_roles"
    alwaysOn
  />
);

/** On phones: the name, then the e-mail, role and store. */
const phoneRow: PhoneRow<User> = {
  primary: (record) => withDeletedMarker(`${record.first_name} ${record.last_name}`),
  secondary: (record) => (
    <>
      {record.email} · <Translate i18nKey={`bo.users.roles.${record.role}`} options={{ _: record.role }} />
      {record.organization ? ` · ${record.organization.name}` : null}
    </>
  ),
};

/**
 * /users (admin): every user at once (the spec's list is not paginated), with search, role and
 * trashed filters; name, e-mail, role and store; rows to /users/{id}/edit.
 */
export const UserList = () => (
  <CatalogueList<User>
    title="bo.users.title"
    createLabel="bo.users.create"
    emptyMessage="bo.users.empty"
    filters={[roleFilter]}
    trashed
    paginated={false}
    phone={phoneRow}
    sort={{ field: 'first_name', order: 'ASC' }}
  >
    <DataTable.Col<User>
      source="first_name"
      label="bo.users.name"
      render={(record) => withDeletedMarker(`${record.first_name} ${record.last_name}`)}
    />
    <DataTable.Col source="email" />
    <DataTable.Col source="role">
      <RoleLabel />
    </DataTable.Col>
    <DataTable.Col<User>
      source="organization"
      label="bo.users.store"
      render={(record) => record.organization?.name ?? ''}
    />
  </CatalogueList>
);
