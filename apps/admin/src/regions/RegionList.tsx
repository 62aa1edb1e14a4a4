import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';

/** /regions: Venezuela's federal entities (seeded) and any added since; admin renames or adds. */
export const RegionList = () => (
  <CatalogueList
    title="bo.regions.title"
    createLabel="bo.regions.create"
    emptyMessage="bo.regions.empty"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
  </CatalogueList>
);
