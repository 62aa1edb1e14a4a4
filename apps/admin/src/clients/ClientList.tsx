import type { SxProps } from '@mui/material';
import { CreateButton, DataTable, List, Pagination, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { DeletedMarker } from '../common/DeletedMarker';
import { ListEmpty } from '../common/ListEmpty';
import { TrashedFilter } from '../common/TrashedFilter';
import { detailPath } from '../common/detailRoutes';
import { formatUsd } from '../format';
import type { Client } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
  <TrashedFilter key="trashed" alwaysOn />,
];

/** A client who owes something shows in red. */
const owingRow = (record: Client): SxProps =>
  Number(record.balance) > 0 ? { '& .MuiTableCell-root': { color: 'error.main' } } : {};

/**
 * /clients: search and trashed filter (300 ms); name, alias or id number, e-mail, type, company,
 * address, amount owed, phone; rows open the detail /clients/{id}; 'No hay clientes disponibles'.
 */
export const ClientList = () => {
  const translate = useTranslate();
  return (
    <List<Client>
      title="bo.clients.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="bo.clients.create" />
        </TopToolbar>
      }
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable<Client>
        rowClick={(id) => detailPath('clients', id)}
        rowSx={owingRow}
        bulkActionButtons={false}
        empty={<ListEmpty message="bo.clients.empty" createLabel="bo.clients.create" />}
      >
        <DataTable.Col
          source="name"
          render={(record) => (
            <>
              {record.name}
              <DeletedMarker />
            </>
          )}
        />
        <DataTable.Col source="identification" />
        <DataTable.Col source="email" />
        <DataTable.Col source="typeClient" render={(record) => translate(`bo.clients.types.${record.typeClient}`)} />
        <DataTable.Col source="companyName" />
        <DataTable.Col source="address" />
        <DataTable.Col source="balance" disableSort render={(record) => formatUsd(record.balance)} />
        <DataTable.Col source="phone" />
      </DataTable>
    </List>
  );
};
