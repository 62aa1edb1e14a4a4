import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';

interface Group {
  id: number;
  name: string;
  description: string | null;
  user: { first_name: string; last_name: string } | null;
}

/** /groups: 'Grupos', 'Crear Grupo'; Nombre, Descripción, creado por; rows to /groups/{id}/edit. Admin only. */
export const GroupList = () => (
  <CatalogueList<Group>
    title="bo.groups.title"
    createLabel="bo.groups.create"
    emptyMessage="bo.groups.empty"
    searchable={false}
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
