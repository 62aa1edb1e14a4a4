import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { joined, type PhoneRow } from '../common/PhoneList';
import { withDeletedMarker } from '../common/DeletedMarker';
import type { Organization } from './types';

/** On phones: the name, then city, phone and deposit. */
const phoneRow: PhoneRow<Organization> = {
  primary: (record) => withDeletedMarker(record.name),
  secondary: (record) => joined(record.city, record.phone, record.deposit_name),
};

/** /organizations: search and trashed filter (150 ms); name, city, phone, deposit; 'No hay tiendas.' */
export const OrganizationList = () => (
  <CatalogueList<Organization>
    title="bo.organizations.title"
    createLabel="bo.organizations.create"
    emptyMessage="bo.organizations.empty"
    trashed
    phone={phoneRow}
    debounce={150}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" render={(record) => withDeletedMarker(record.name)} />
    <DataTable.Col source="city" />
    <DataTable.Col source="phone" />
    <DataTable.Col source="deposit_name" />
  </CatalogueList>
);
