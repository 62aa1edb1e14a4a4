import { DataTable } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { REGION_WRITERS } from './permissions';

/** /regions: Venezuela's federal entities (seeded) and any added since; admin renames or adds. */
export const RegionList = () => (
  <CatalogueList
    title="bo.regions.title"
    createLabel="bo.regions.create"
    emptyMessage="bo.regions.empty"
    writers={REGION_WRITERS}
    sort={{ field: 'name', order: 'ASC' }}
  >
    <DataTable.Col source="name" />
  </CatalogueList>
);
