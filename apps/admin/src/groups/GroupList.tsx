import { CreateButton, DataTable, List, Pagination, TopToolbar } from 'react-admin';
import { ListEmpty } from '../common/ListEmpty';

interface Group {
  id: number;
  name: string;
  description: string | null;
  user: { first_name: string; last_name: string } | null;
}

/** /groups: 'Grupos', 'Crear Grupo'; Nombre, Description, creado por; rows to /groups/{id}/edit. Admin only. */
export const GroupList = () => (
  <List
    title="bo.groups.title"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton label="bo.groups.create" />
      </TopToolbar>
    }
    empty={false}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
  >
    <DataTable<Group>
      rowClick={(id) => `/groups/${id}/edit`}
      bulkActionButtons={false}
      empty={<ListEmpty message="bo.groups.empty" createLabel="bo.groups.create" />}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="description" />
      <DataTable.Col
        source="user"
        disableSort
        render={(record) => (record.user ? `${record.user.first_name} ${record.user.last_name}` : '')}
      />
    </DataTable>
  </List>
);
