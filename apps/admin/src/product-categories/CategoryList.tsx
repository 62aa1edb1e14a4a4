import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { ListEmpty } from '../common/ListEmpty';
import { useHasRole } from '../common/usePermission';
import { formatDateTime, formatQuantity } from '../format';
import { PRODUCT_CATEGORY_WRITERS } from './permissions';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

/** /product-categories: search (300 ms); name, number of products, creation date; rows to /product-categories/{id}. */
export const CategoryList = () => {
  const canWrite = useHasRole(PRODUCT_CATEGORY_WRITERS);
  const empty = (
    <ListEmpty
      message="bo.product_categories.empty"
      createLabel={canWrite ? 'bo.product_categories.create' : undefined}
    />
  );
  return (
    <List
      title="bo.product_categories.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        canWrite ? (
          <TopToolbar>
            <CreateButton label="bo.product_categories.create" />
          </TopToolbar>
        ) : (
          false
        )
      }
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable rowClick={canWrite ? 'edit' : false} bulkActionButtons={false} empty={empty}>
        <DataTable.Col source="name" />
        <DataTable.Col
          source="products_count"
          align="right"
          render={(record) => formatQuantity(record.products_count)}
        />
        <DataTable.Col source="created_at" render={(record) => formatDateTime(record.created_at)} />
      </DataTable>
    </List>
  );
};
