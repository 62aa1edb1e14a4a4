import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { joined, type PhoneRow } from '../common/PhoneList';

interface Group {
  id: number;
  name: string;
  description: string | null;
  user: { first_name: string; last_name: string } | null;
}

/** On phones: the name, then description and user. */
const phoneRow: PhoneRow<Group> = {
  primary: (record) => record.name,
  secondary: (record) =>
    joined(record.description, record.user ? `${record.user.first_name} ${record.user.last_name}` : null),
};

/** /groups: 'Grupos', 'Crear Grupo'; Nombre, Descripción, creado por; rows to /groups/{id}/edit. Admin only. */
export const GroupList = () => (
  <CatalogueList<Group>
    title="bo.groups.title"
    createLabel="bo.groups.create"
    emptyMessage="bo.groups.empty"
    searchable={false}
    phone={phoneRow}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="description" />
    <DataTable.Col<Group>
      source="user"
      disableSort
      render={(record) => (record.user ? `${record.user.first_name} ${record.user.last_name}` : '')}
    />
  </CatalogueList>
);
