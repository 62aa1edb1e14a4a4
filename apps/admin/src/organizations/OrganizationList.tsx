import { CreateButton, DataTable, List, SearchInput, TopToolbar, Pagination } from 'react-admin';
import { DeletedMarker } from '../common/DeletedMarker';
import { ListEmpty } from '../common/ListEmpty';
import { TrashedFilter } from '../common/TrashedFilter';
import type { Organization } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
  <TrashedFilter key="trashed" alwaysOn />,
];

/** /organizations: search and trashed filter (150 ms); name, city, phone, deposit; 'No hay tiendas.' */
export const OrganizationList = () => (
  <List
    title="bo.organizations.title"
    filters={filters}
    debounce={150}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton label="bo.organizations.create" />
      </TopToolbar>
    }
    empty={false}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
  >
    <DataTable
      rowClick={(id) => `/organizations/${id}/edit`}
      bulkActionButtons={false}
      empty={<ListEmpty message="bo.organizations.empty" createLabel="bo.organizations.create" />}
    >
      <DataTable.Col<Organization>
        source="name"
        render={(record) => (
          <>
            {record.name}
            <DeletedMarker />
          </>
        )}
      />
      <DataTable.Col source="city" />
      <DataTable.Col source="phone" />
      <DataTable.Col source="deposit_name" />
    </DataTable>
  </List>
);
