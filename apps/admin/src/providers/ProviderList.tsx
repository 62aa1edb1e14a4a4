import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { DeletedMarker } from '../common/DeletedMarker';
import { ListEmpty } from '../common/ListEmpty';
import { TrashedFilter } from '../common/TrashedFilter';
import { detailPath } from '../common/detailRoutes';
import type { Provider } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
  <TrashedFilter key="trashed" alwaysOn />,
];

/**
 * /providers: search and trashed filter (300 ms); name, company, RIF, e-mail, phone, city,
 * country, website, address; rows open the detail /providers/{id}; 'No hay proveedores disponibles'.
 */
export const ProviderList = () => (
  <List<Provider>
    title="bo.providers.title"
    filters={filters}
    debounce={300}
    sort={{ field: 'company_name', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton label="bo.providers.create" />
      </TopToolbar>
    }
    empty={false}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
  >
    <DataTable<Provider>
      rowClick={(id) => detailPath('providers', id)}
      bulkActionButtons={false}
      empty={<ListEmpty message="bo.providers.empty" createLabel="bo.providers.create" />}
    >
      <DataTable.Col
        source="name"
        render={(record) => (
          <>
            {record.name}
            <DeletedMarker />
          </>
        )}
      />
      <DataTable.Col source="company_name" />
      <DataTable.Col source="tax_id" />
      <DataTable.Col source="email" />
      <DataTable.Col source="phone" />
      <DataTable.Col source="city" />
      <DataTable.Col source="country" />
      <DataTable.Col source="website" />
      <DataTable.Col source="address" />
    </DataTable>
  </List>
);
