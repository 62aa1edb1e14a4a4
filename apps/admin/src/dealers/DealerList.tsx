import { DataTable } from 'react-admin';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CatalogueList } from '../common/CatalogueList';
import { joined, type PhoneRow } from '../common/PhoneList';
import { dealerIdentification } from './identification';
import type { Dealer } from './types';

const phoneRow: PhoneRow<Dealer> = {
  primary: (record) => `${record.name} ${record.lastname}`,
  secondary: (record) =>
    joined(dealerIdentification(record), record.company, record.group_info?.name ?? null, record.phone),
};

/**
 * /dealers: title 'Distribuidores', heading 'Clientes'; Nombre, Apellido, Identificacion,
 * Compañia, Estado, Municipio, Telefono, Grupo; search and trashed filter; rows to
 * /dealers/{id}/edit; 'No hay clientes'. Admin only; dealers come from finished requests.
 */
export const DealerList = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mt: 2 }}>
        {translate('bo.dealers.heading')}
      </Typography>
      <CatalogueList<Dealer>
        title="bo.dealers.title"
        createLabel="bo.dealers.create"
        emptyMessage="bo.dealers.empty"
        trashed
        creatable={false}
        phone={phoneRow}
        sort={{ field: 'created_at', order: 'DESC' }}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="lastname" />
        <DataTable.Col<Dealer> source="identification" render={dealerIdentification} />
        <DataTable.Col source="company" />
        <DataTable.Col source="state" />
        <DataTable.Col source="town" />
        <DataTable.Col source="phone" />
        <DataTable.Col<Dealer> source="group" render={(record) => record.group_info?.name ?? ''} />
      </CatalogueList>
    </>
  );
};
