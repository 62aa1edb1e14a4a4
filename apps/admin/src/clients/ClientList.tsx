import type { SxProps } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { breakable, unbroken } from '../common/cellWrap';
import { joined, type PhoneRow } from '../common/PhoneList';
import { withDeletedMarker } from '../common/DeletedMarker';
import { detailPath } from '../common/detailRoutes';
import { formatUsd } from '../format';
import { ClientExports } from '../reports/ListExports';
import type { Client } from './types';

/** A client who owes something shows in red. */
const owingRow = (record: Client): SxProps =>
  Number(record.balance) > 0 ? { '& .MuiTableCell-root, & .MuiTypography-root': { color: 'error.main' } } : {};

/** On phones: the name and what the client owes, then identification and phone. */
const phoneRow: PhoneRow<Client> = {
  primary: (record) => withDeletedMarker(record.name),
  tertiary: (record) => formatUsd(record.balance),
  secondary: (record) => joined(record.identification, record.companyName, record.phone),
};

/**
 * /clients: search and trashed filter (300 ms); name, alias or id number, e-mail, type, company,
 * address, amount owed, phone; rows open the detail /clients/{id}; Excel and PDF exports (report
 * jobs); 'No hay clientes disponibles'.
 */
export const ClientList = () => {
  const translate = useTranslate();
  return (
    <CatalogueList<Client>
      title="bo.clients.title"
      createLabel="bo.clients.create"
      emptyMessage="bo.clients.empty"
      trashed
      sort={{ field: 'name', order: 'ASC' }}
      rowClick={(id) => detailPath('clients', id)}
      rowSx={owingRow}
      phone={phoneRow}
      actions={<ClientExports />}
    >
      <DataTable.Col source="name" render={(record) => withDeletedMarker(record.name)} />
      <DataTable.Col source="identification" cellSx={unbroken} />
      <DataTable.Col source="email" cellSx={breakable} />
      <DataTable.Col source="typeClient" render={(record) => translate(`bo.clients.types.${record.typeClient}`)} />
      <DataTable.Col source="companyName" />
      <DataTable.Col source="address" />
      <DataTable.Col source="balance" disableSort render={(record) => formatUsd(record.balance)} />
      <DataTable.Col source="phone" cellSx={unbroken} />
    </CatalogueList>
  );
};
