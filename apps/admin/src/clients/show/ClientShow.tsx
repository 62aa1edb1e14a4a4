import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Box } from '@mui/material';
import { Button, DeleteButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BackLink } from '../../common/BackLink';
import { DeletedMarker } from '../../common/DeletedMarker';
import { FileLink } from '../../common/FileLink';
import { RestoreButton } from '../../common/RestoreButton';
import { detailPath, editPath } from '../../common/detailRoutes';
import { useCan } from '../../access/useCan';
import type { Client } from '../types';
import { ClientCards } from './ClientCards';
import { ClientInfo } from './ClientInfo';
import { ClientOrders } from './ClientOrders';
import { ClientPayments } from './ClientPayments';

const Title = () => {
  const record = useRecordContext<Client>();
  const translate = useTranslate();
  return <>{record ? translate('bo.clients.show_title', { name: record.name }) : ''}</>;
};

/**
 * Back to /clients; 'Estado de cuenta' (the statement PDF in a new tab); edit, and delete, or
 * restore a deleted client, each with the spec's confirmation, for those who keep clients;
 * 'Registrar pagos' for those who register payments (not the auditor, who only reads).
 */
const Actions = () => {
  const record = useRecordContext<Client>();
  const mayWrite = useCan('clients', 'write');
  const mayPay = useCan('payments', 'write');
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <BackLink to="/clients" />
      {record ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <DeletedMarker />
          <FileLink path={`clients/${record.id}/statement`} label="bo.clients.statement" icon={<ReceiptLongIcon />} />
          {!mayWrite ? null : record.deleted_at ? (
            <RestoreButton confirmContent="bo.clients.restore_confirm" successMessage="bo.clients.restored" />
          ) : (
            <>
              {mayPay ? (
                <Button
                  component={Link}
                  to={`${detailPath('clients', record.id)}/payments/create`}
                  label="bo.client_payments.register"
                >
                  <PaymentsIcon />
                </Button>
              ) : null}
              <Button component={Link} to={editPath('clients', record.id)} label="bo.clients.edit">
                <EditIcon />
              </Button>
              <DeleteButton
                mutationMode="pessimistic"
                confirmTitle="bo.common.delete_title"
                confirmContent="bo.clients.delete_confirm"
                successMessage="bo.clients.deleted"
              />
            </>
          )}
        </Box>
      ) : null}
    </TopToolbar>
  );
};

/**
 * /clients/{id}: personal and company information, balance, debt, total orders and total spent
 * (USD and COP), order and payment history.
 */
export const ClientShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <ClientInfo />
    <ClientCards />
    <ClientOrders />
    <ClientPayments />
  </Show>
);
