import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { BackLink } from '../common/BackLink';
import { ListEmpty } from '../common/ListEmpty';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

/** /spent-categories: search (300 ms), rows to /spent-categories/{id}. Empty: 'No hay categorías de gastos.' */
export const SpentCategoryList = () => (
  <List
    title="bo.spent_categories.title"
    filters={filters}
    debounce={300}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <BackLink to="/spents" />
        <CreateButton label="bo.spent_categories.create" />
      </TopToolbar>
    }
    empty={false}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
  >
    <DataTable
      rowClick="edit"
      bulkActionButtons={false}
      empty={<ListEmpty message="bo.spent_categories.empty" createLabel="bo.spent_categories.create" />}
    >
      <DataTable.Col source="name" />
    </DataTable>
  </List>
);
