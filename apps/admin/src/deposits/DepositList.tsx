import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { ListEmpty } from '../common/ListEmpty';
import { useHasRole } from '../common/usePermission';
import { DEPOSIT_WRITERS } from './permissions';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

/** /deposits: name, alias, region name, address; rows to /deposits/{id}/edit; 'No hay depositos'. */
export const DepositList = () => {
  const canWrite = useHasRole(DEPOSIT_WRITERS);
  const empty = <ListEmpty message="bo.deposits.empty" createLabel={canWrite ? 'bo.deposits.create' : undefined} />;
  return (
    <List
      title="bo.deposits.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        canWrite ? (
          <TopToolbar>
            <CreateButton label="bo.deposits.create" />
          </TopToolbar>
        ) : (
          false
        )
      }
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable rowClick={canWrite ? (id) => `/deposits/${id}/edit` : false} bulkActionButtons={false} empty={empty}>
        <DataTable.Col source="name" />
        <DataTable.Col source="alias" />
        <DataTable.Col source="region_name" />
        <DataTable.Col source="address" />
      </DataTable>
    </List>
  );
};
