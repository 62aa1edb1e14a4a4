import { DataTable, type RaRecord } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import type { PhoneRow } from '../common/PhoneList';
import { formatDateTime, formatQuantity } from '../format';

/** On phones: the name and its number of products, then the creation date. */
const phoneRow: PhoneRow<RaRecord> = {
  primary: (record) => record.name,
  tertiary: (record) => formatQuantity(record.products_count),
  secondary: (record) => formatDateTime(record.created_at),
};

/** /product-categories: search (300 ms); name, number of products, creation date; rows to /product-categories/{id}. */
export const CategoryList = () => (
  <CatalogueList
    title="bo.product_categories.title"
    createLabel="bo.product_categories.create"
    emptyMessage="bo.product_categories.empty"
    phone={phoneRow}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="products_count" align="right" render={(record) => formatQuantity(record.products_count)} />
    <DataTable.Col source="created_at" render={(record) => formatDateTime(record.created_at)} />
  </CatalogueList>
);
