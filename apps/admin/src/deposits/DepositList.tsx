import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';

/** /deposits: name, alias, region name, address; rows to /deposits/{id}/edit; 'No hay depósitos'. */
export const DepositList = () => (
  <CatalogueList
    title="bo.deposits.title"
    createLabel="bo.deposits.create"
    emptyMessage="bo.deposits.empty"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="alias" />
    <DataTable.Col source="region_name" />
    <DataTable.Col source="address" />
  </CatalogueList>
);
