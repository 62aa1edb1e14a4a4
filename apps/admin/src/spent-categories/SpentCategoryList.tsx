import { DataTable } from 'react-admin';
import { BackLink } from '../common/BackLink';
import { CatalogueList } from '../common/CatalogueList';

/** /spent-categories: search (300 ms), rows to /spent-categories/{id}. Empty: 'No hay categorías de gastos.' */
export const SpentCategoryList = () => (
  <CatalogueList
    title="bo.spent_categories.title"
    createLabel="bo.spent_categories.create"
    emptyMessage="bo.spent_categories.empty"
    sort={{ field: 'name', order: 'ASC' }}
    actions={<BackLink to="/spents" />}
  >
    <DataTable.Col source="name" />
  </CatalogueList>
);
