import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { withDeletedMarker } from '../common/DeletedMarker';

/** /brands: search and trashed filter (300 ms), rows to /brands/{id}/edit, 'No hay marcas disponibles'. */
export const BrandList = () => (
  <CatalogueList
    title="bo.brands.title"
    createLabel="bo.brands.create"
    emptyMessage="bo.brands.empty"
    trashed
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" render={(record) => withDeletedMarker(record.name)} />
    <DataTable.Col source="code" />
  </CatalogueList>
);
