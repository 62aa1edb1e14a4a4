import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar } from 'react-admin';
import { DeletedMarker } from '../common/DeletedMarker';
import { ListEmpty } from '../common/ListEmpty';
import { TrashedFilter } from '../common/TrashedFilter';
import { useHasRole } from '../common/usePermission';
import { BRAND_WRITERS } from './permissions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
  <TrashedFilter key="trashed" alwaysOn />,
];

/** /brands: search and trashed filter (300 ms), rows to /brands/{id}/edit, 'No hay marcas disponibles'. */
export const BrandList = () => {
  const canWrite = useHasRole(BRAND_WRITERS);
  const empty = <ListEmpty message="bo.brands.empty" createLabel={canWrite ? 'bo.brands.create' : undefined} />;
  return (
    <List
      title="bo.brands.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        canWrite ? (
          <TopToolbar>
            <CreateButton label="bo.brands.create" />
          </TopToolbar>
        ) : (
          false
        )
      }
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={empty}>
        <DataTable.Col
          source="name"
          render={(record) => (
            <>
              {record.name}
              <DeletedMarker />
            </>
          )}
        />
        <DataTable.Col source="code" />
      </DataTable>
    </List>
  );
};
