import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { joined, type PhoneRow } from '../common/PhoneList';

interface Deposit {
  id: number;
  name: string;
  alias: string | null;
  region_name: string | null;
  address: string | null;
}

/** On phones: the name, then alias, state and address. */
const phoneRow: PhoneRow<Deposit> = {
  primary: (record) => record.name,
  secondary: (record) => joined(record.alias, record.region_name, record.address),
};

/** /deposits: name, alias, region name, address; rows to /deposits/{id}/edit; 'No hay depósitos'. */
export const DepositList = () => (
  <CatalogueList
    title="bo.deposits.title"
    createLabel="bo.deposits.create"
    emptyMessage="bo.deposits.empty"
    sort={{ field: 'name', order: 'ASC' }}
    phone={phoneRow}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="alias" />
    <DataTable.Col source="region_name" />
    <DataTable.Col source="address" />
  </CatalogueList>
);
