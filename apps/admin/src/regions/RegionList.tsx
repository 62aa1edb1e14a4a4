import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { ListEmpty } from '../common/ListEmpty';
import { useHasRole } from '../common/usePermission';
import { REGION_WRITERS } from './permissions';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

/** /regions: Venezuela's federal entities (seeded) and any added since; admin renames or adds. */
export const RegionList = () => {
  const canWrite = useHasRole(REGION_WRITERS);
  return (
    <List
      title="bo.regions.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      actions={
        canWrite ? (
          <TopToolbar>
            <CreateButton label="bo.regions.create" />
          </TopToolbar>
        ) : (
          false
        )
      }
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <DataTable
        rowClick={canWrite ? 'edit' : false}
        bulkActionButtons={false}
        empty={<ListEmpty message="bo.regions.empty" createLabel={canWrite ? 'bo.regions.create' : undefined} />}
      >
        <DataTable.Col source="name" />
      </DataTable>
    </List>
  );
};
