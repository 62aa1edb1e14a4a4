/** Why this file exists: /devolutions, the list of returns with its search, status filter and row actions. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box } from '@mui/material';
import { Button, CreateButton, DataTable, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '../access/useCan';
import { BackLink } from '../common/BackLink';
import { detailPath } from '../common/detailRoutes';
import { DocumentActionButton } from '../common/document';
import { ListEmpty } from '../common/ListEmpty';
import { ListError } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { joined, PhoneList, type PhoneRow, useIsPhone } from '../common/PhoneList';
import { formatDateTime24, formatUsd } from '../format';
import { returnTypeLabel, statusChoices } from './labels';
import { StatusBadge } from './StatusBadge';
import type { Devolution } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Número de venta o cliente" />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={statusChoices}
    emptyText="bo.devolutions.all_statuses"
    helperText={false}
  />,
];

const Actions = ({ canWrite }: { canWrite: boolean }) => (
  <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
    <BackLink to="/" />
    {canWrite ? <CreateButton label="bo.devolutions.create" /> : null}
  </TopToolbar>
);

const Translated = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <>{translate(message)}</>;
};

/** '#12' for the sale the devolution returns from. */
const orderNumber = (record: Devolution) => (record.order?.number_order ? `#${record.order.number_order}` : '');

/**
 * 'Ver', and 'Aprobar' while pending for those who approve (admin, storer) after '¿Está seguro
 * de aprobar esta devolución?'; a click here is the buttons', not the row's.
 */
const RowActions = ({ record }: { record: Devolution }) => (
  <Box component="span" sx={{ display: 'inline-flex', gap: 1 }} onClick={(event) => event.stopPropagation()}>
    <Button component={Link} to={detailPath('devolutions', record.id)} label="bo.devolutions.view">
      <VisibilityIcon />
    </Button>
    {record.status === 'pending' ? (
      <DocumentActionButton
        label="bo.devolutions.approve"
        icon={<CheckCircleIcon />}
        confirmTitle="bo.devolutions.approve_title"
        confirm="bo.devolutions.approve_confirm"
        path={`devolutions/${encodeURIComponent(String(record.id))}/approve`}
        access={{ resource: 'devolutions', action: 'approve' }}
        success="bo.devolutions.approved"
        variant="text"
        color="success"
      />
    ) : null}
  </Box>
);

const rowClick = (id: Devolution['id']) => detailPath('devolutions', id);

/** On phones: 'Venta #12 · client' and the amount, then the date, the type and the status badge. */
const phoneRow: PhoneRow<Devolution> = {
  primary: (record) => joined(orderNumber(record), record.client?.name),
  tertiary: (record) => formatUsd(record.total_amount),
  secondary: (record) => (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      {formatDateTime24(record.created_at)} · <Translated message={returnTypeLabel(record.return_type)} />
      <StatusBadge status={record.status} component="span" />
    </Box>
  ),
};

/**
 * /devolutions (Devoluciones): search by the sale's number or its client (300 ms) and the status
 * filter; Venta, Fecha (24-hour es-VE), Tipo, Monto (USD), Estado, Acciones; newest first, 25 a
 * page; 'Nueva Devolución' for those who register them. Empty: 'No hay devoluciones registradas.'.
 */
export const DevolutionList = () => {
  const canWrite = useCan('devolutions', 'write');
  const isPhone = useIsPhone();
  const empty = (
    <ListEmpty message="bo.devolutions.empty" createLabel={canWrite ? 'bo.devolutions.create' : undefined} />
  );
  return (
    <List<Devolution>
      error={<ListError />}
      title="bo.devolutions.title"
      filters={filters}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      actions={<Actions canWrite={canWrite} />}
      empty={false}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <PhoneList<Devolution> row={phoneRow} rowClick={rowClick} empty={empty} />
      ) : (
        <DataTable<Devolution> rowClick={rowClick} bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="order" disableSort render={orderNumber} />
          <DataTable.Col source="created_at" render={(record) => formatDateTime24(record.created_at)} />
          <DataTable.Col
            source="return_type"
            disableSort
            render={(record) => <Translated message={returnTypeLabel(record.return_type)} />}
          />
          <DataTable.Col source="total_amount" align="right" render={(record) => formatUsd(record.total_amount)} />
          <DataTable.Col source="status" disableSort render={(record) => <StatusBadge status={record.status} />} />
          <DataTable.Col
            source="actions"
            disableSort
            render={(record) => <RowActions record={record as Devolution} />}
          />
        </DataTable>
      )}
    </List>
  );
};
