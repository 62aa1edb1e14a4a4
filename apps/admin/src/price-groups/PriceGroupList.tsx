import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { ListEmpty } from '../common/ListEmpty';
import { useHasRole } from '../common/usePermission';
import { formatDateTime } from '../format';
import { PRICE_GROUP_WRITERS } from './permissions';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

/** /price-groups: search (300 ms), name and creation date; admin opens a row to edit it. */
export const PriceGroupList = () => {
  const canWrite = useHasRole(PRICE_GROUP_WRITERS);
  const empty = (
    <ListEmpty message="bo.price_groups.empty" createLabel={canWrite ? 'bo.price_groups.create' : undefined} />
  );
  return (
    <List
      title="bo.price_groups.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        canWrite ? (
          <TopToolbar>
            <CreateButton label="bo.price_groups.create" />
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
        <DataTable.Col source="created_at" render={(record) => formatDateTime(record.created_at)} />
      </DataTable>
    </List>
  );
};
