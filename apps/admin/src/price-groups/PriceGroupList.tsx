import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { formatDateTime } from '../format';

/** /price-groups: search (300 ms), name and creation date; admin opens a row to edit it. */
export const PriceGroupList = () => (
  <CatalogueList
    title="bo.price_groups.title"
    createLabel="bo.price_groups.create"
    emptyMessage="bo.price_groups.empty"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="created_at" render={(record) => formatDateTime(record.created_at)} />
  </CatalogueList>
);
