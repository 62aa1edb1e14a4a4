import { CreateButton, DataTable, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { DeletedMarker } from '../common/DeletedMarker';
import { ListEmpty } from '../common/ListEmpty';
import { TrashedFilter } from '../common/TrashedFilter';
import { RoleLabel } from './RoleLabel';
import { ROLE_CHOICES } from './roles';
import type { User } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
  <SelectInput
    key="role"
    source="role"
    label="bo.users.role_filter"
    choices={ROLE_CHOICES}
    emptyText="bo.users.all_roles"
    alwaysOn
  />,
  <TrashedFilter key="trashed" alwaysOn />,
];

/**
 * /users (admin): every user at once (the spec's list is not paginated), with search, role and
 * trashed filters; name, e-mail, role and store; rows to /users/{id}/edit.
 */
export const UserList = () => (
  <List
    title="bo.users.title"
    filters={filters}
    debounce={300}
    sort={{ field: 'first_name', order: 'ASC' }}
    perPage={1000}
    pagination={false}
    actions={
      <TopToolbar>
        <CreateButton label="bo.users.create" />
      </TopToolbar>
    }
    empty={false}
  >
    <DataTable
      rowClick={(id) => `/users/${id}/edit`}
      bulkActionButtons={false}
      empty={<ListEmpty message="bo.users.empty" createLabel="bo.users.create" />}
    >
      <DataTable.Col<User>
        source="first_name"
        label="bo.users.name"
        render={(record) => (
          <>
            {record.first_name} {record.last_name}
            <DeletedMarker />
          </>
        )}
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
    </DataTable>
  </List>
);
