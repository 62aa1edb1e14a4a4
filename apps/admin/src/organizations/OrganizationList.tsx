import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { withDeletedMarker } from '../common/DeletedMarker';
import type { Organization } from './types';

/** /organizations: search and trashed filter (150 ms); name, city, phone, deposit; 'No hay tiendas.' */
export const OrganizationList = () => (
  <CatalogueList<Organization>
    title="bo.organizations.title"
    createLabel="bo.organizations.create"
    emptyMessage="bo.organizations.empty"
    trashed
    debounce={150}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" render={(record) => withDeletedMarker(record.name)} />
    <DataTable.Col source="city" />
    <DataTable.Col source="phone" />
    <DataTable.Col source="deposit_name" />
  </CatalogueList>
);
