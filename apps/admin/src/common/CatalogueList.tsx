import type { ReactElement, ReactNode } from 'react';
import type { SxProps } from '@mui/material';
import {
  CreateButton,
  DataTable,
  type Identifier,
  List,
  type RaRecord,
  SearchInput,
  TopToolbar,
  usePermissions,
  useResourceContext,
} from 'react-admin';
import { may, writesNothing, type ResourceWith, type Role } from '@bo/access';
import { ListEmpty } from './ListEmpty';
import { PhoneList, type PhoneRow, useIsPhone } from './PhoneList';
import { TrashedFilter } from './TrashedFilter';
import { ListPagination } from './ListPagination';
import { ListError } from './ListError';

export interface CatalogueListProps<R extends RaRecord> {
  /** i18n keys: the page title, the create button, the empty text of the spec. */
  title: string;
  createLabel: string;
  emptyMessage: string;
  /** false: no create button (dealers and dealer requests are never created from their list). */
  creatable?: boolean;
  /** false: no search box (the groups screen has none). */
  searchable?: boolean;
  /** Adds the spec's trashed filter (all / with deleted / only deleted). */
  trashed?: boolean;
  /** Filters after the search box (and before the trashed filter). */
  filters?: ReactElement[];
  /** The filters' values when the list opens (the inventories' type: entries). */
  filterDefaultValues?: Record<string, unknown>;
  /** The spec's search debounce: 300 ms, 150 ms for stores. */
  debounce?: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Where a row leads; defaults to the edit form (/{resource}/{id}/edit) for writers, nowhere for readers. */
  rowClick?: ((id: Identifier, resource: string, record: R) => string | false) | 'edit' | 'show' | false;
  rowSx?: (record: R, index: number) => SxProps;
  /** false: every row on one page (the users list). */
  paginated?: boolean;
  /** More toolbar buttons before the create button. */
  actions?: ReactNode;
  /** The row on phones, when the table's columns do not fit 425 px. */
  phone?: PhoneRow<R>;
  children: ReactNode;
}

/** The spec's edit paths: /brands/{id}/edit (react-admin's own would be /brands/{id}). */
const editPathOf = (id: Identifier, resource: string) => `/${resource}/${encodeURIComponent(String(id))}/edit`;
const historyPathOf = (id: Identifier, resource: string) => `/history/${resource}/${encodeURIComponent(String(id))}`;

const searchBox = <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />;
const trashedFilter = <TrashedFilter key="trashed" alwaysOn />;

/**
 * A catalogue's list as the spec draws them: search box (and trashed filter), debounced; the
 * create button for those who may (the resource's writers in the access table); 25 rows a page;
 * rows to the edit form (the auditor's: to the record's history); the spec's empty text; a refused request's message, never a count.
 * On phones, with `phone`, the rows are SimpleList rows instead of the table.
 */
export function CatalogueList<R extends RaRecord>(props: CatalogueListProps<R>) {
  const resource = useResourceContext() as ResourceWith<'write'> | undefined;
  const { permissions: role } = usePermissions<Role>();
  const canWrite = resource !== undefined && may(role, resource, 'write');
  const canCreate = canWrite && props.creatable !== false;
  const filters = [
    ...(props.searchable === false ? [] : [searchBox]),
    ...(props.filters ?? []),
    ...(props.trashed ? [trashedFilter] : []),
  ];
  const createLabel = canCreate ? props.createLabel : undefined;
  const paginated = props.paginated ?? true;
  const isPhone = useIsPhone();
  // The auditor (reads everything, writes nothing: issue 32) opens a row's history, where 'Ver como estaba el…' shows it.
  const rowClick = props.rowClick ?? (canWrite ? editPathOf : writesNothing(role) ? historyPathOf : false);
  const empty = <ListEmpty message={props.emptyMessage} createLabel={createLabel} />;
  return (
    <List<R>
      error={<ListError />}
      title={props.title}
      filters={filters.length ? filters : undefined}
      filterDefaultValues={props.filterDefaultValues}
      debounce={props.debounce ?? 300}
      sort={props.sort}
      perPage={paginated ? 25 : 1000}
      actions={
        <TopToolbar>
          {props.actions}
          {canCreate ? <CreateButton label={props.createLabel} /> : null}
        </TopToolbar>
      }
      empty={false}
      pagination={paginated ? <ListPagination rowsPerPageOptions={[10, 25, 50, 100]} /> : false}
    >
      {isPhone && props.phone ? (
        <PhoneList<R> row={props.phone} rowClick={rowClick} rowSx={props.rowSx} empty={empty} />
      ) : (
        <DataTable<R> rowClick={rowClick} rowSx={props.rowSx} bulkActionButtons={false} empty={empty}>
          {props.children}
        </DataTable>
      )}
    </List>
  );
}
