import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { breakable, unbroken } from '../common/cellWrap';
import { joined, type PhoneRow } from '../common/PhoneList';
import { withDeletedMarker } from '../common/DeletedMarker';
import { detailPath } from '../common/detailRoutes';
import { ProviderExports } from '../reports/ListExports';
import type { Provider } from './types';

/** 'proveedor9.com.ve' for 'https://proveedor9.com.ve': the address without the part every one has. */
const withoutScheme = (website: string | null) => website?.replace(/^https?:\/\//, '') ?? '';

/** On phones: the company, then the contact, RIF and phone. */
const phoneRow: PhoneRow<Provider> = {
  primary: (record) => withDeletedMarker(record.company_name),
  secondary: (record) => joined(record.name, record.tax_id, record.phone),
};

/**
 * /providers: search and trashed filter (300 ms); name, company, RIF, e-mail, phone, city,
 * country, website, address; rows open the detail /providers/{id}; Excel and PDF exports (report
 * jobs); 'No hay proveedores disponibles'.
 */
export const ProviderList = () => (
  <CatalogueList<Provider>
    title="bo.providers.title"
    createLabel="bo.providers.create"
    emptyMessage="bo.providers.empty"
    trashed
    sort={{ field: 'company_name', order: 'ASC' }}
    rowClick={(id) => detailPath('providers', id)}
    phone={phoneRow}
    actions={<ProviderExports />}
  >
    <DataTable.Col source="name" render={(record) => withDeletedMarker(record.name)} />
    <DataTable.Col source="company_name" />
    <DataTable.Col source="tax_id" cellSx={unbroken} />
    <DataTable.Col source="email" cellSx={breakable} />
    <DataTable.Col source="phone" cellSx={unbroken} />
    <DataTable.Col source="city" />
    <DataTable.Col source="country" />
    <DataTable.Col source="website" cellSx={breakable} render={(record) => withoutScheme(record.website)} />
    <DataTable.Col source="address" />
  </CatalogueList>
);
