/**
 * /deposits/{id}/transfer: the deposit's transfers, from it or to it (purchasing-inventory.md,
 * Deposits and transfers): #, origin, destination, emitter, receiver, date, state badge; newest first, 25 a
 * page; rows open /deposits/{id}/transfer/{transferId}; 'No hay transferencias registradas';
 * 'Nueva Transferencia' (transfers.write) and back to the deposit.
 */
import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { Button, List, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '../access/useCan';
import { BackLink } from '../common/BackLink';
import { editPath } from '../common/detailRoutes';
import { ListEmpty } from '../common/ListEmpty';
import { ListError } from '../common/ListError';
import { ListPagination } from '../common/ListPagination';
import { joined, PhoneList, useIsPhone, type PhoneRow } from '../common/PhoneList';
import { formatDateTime24 } from '../format';
import { StateBadge } from './StateBadge';
import { TransferTable } from './TransferTable';
import { transferPath, transfersPath } from './states';
import type { Transfer } from './types';
import { useSourceDeposit } from './useSourceDeposit';

/** Back to the deposit's page (the deposits list for the auditor, who opens no deposit form); a new transfer for its writers. */
const Actions = ({ depositId, canWrite }: { depositId: string; canWrite: boolean }) => {
  const keepsDeposits = useCan('deposits', 'write');
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <BackLink to={keepsDeposits ? editPath('deposits', depositId) : '/deposits'} />
      {canWrite ? (
        <Button component={Link} to={`${transfersPath(depositId)}/create`} label="bo.transfers.create">
          <AddIcon />
        </Button>
      ) : null}
    </TopToolbar>
  );
};

const phoneRow: PhoneRow<Transfer> = {
  primary: (record) => joined(`#${record.id}`, record.deposit?.name),
  secondary: (record) => (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      {joined(record.emitter?.name, record.receiver?.name, formatDateTime24(record.date))}
      <StateBadge state={record.state} component="span" />
    </Box>
  ),
};

export const DepositTransferList = () => {
  const deposit = useSourceDeposit();
  const translate = useTranslate();
  const canWrite = useCan('transfers', 'write');
  const isPhone = useIsPhone();
  const rowClick = (transferId: Identifier) => transferPath(deposit.id, transferId);
  const empty = <ListEmpty message="bo.transfers.empty" />;
  return (
    <List<Transfer>
      resource="transfers"
      title={translate('bo.transfers.list_title', { name: deposit.name })}
      filter={{ deposit_id: deposit.id }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey={false}
      error={<ListError />}
      actions={<Actions depositId={deposit.id} canWrite={canWrite} />}
      empty={false}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {isPhone ? (
        <PhoneList<Transfer> row={phoneRow} rowClick={rowClick} empty={empty} />
      ) : (
        <TransferTable rowClick={rowClick} empty={empty} />
      )}
    </List>
  );
};
