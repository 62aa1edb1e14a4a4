/**
 * Why this file exists: a transfer moves by the kit's DocumentActionButton, each after its
 * confirmation and for the roles of the access table (transfers send, receive, cancel): prepared
 * -> 'Enviar' and 'Anular'; in transit -> 'Recibir' and 'Anular'; completed or cancelled -> none.
 */
import BlockIcon from '@mui/icons-material/Block';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Box } from '@mui/material';
import { DocumentActionButton } from '../../common/document';
import { nextMoves } from '../states';
import type { Transfer } from '../types';

export const TransferActions = ({ transfer }: { transfer: Transfer }) => {
  const moves = nextMoves(transfer.state);
  const path = (command: string) => `transfers/${encodeURIComponent(String(transfer.id))}/${command}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {moves.send ? (
        <DocumentActionButton
          label="bo.transfers.send"
          icon={<LocalShippingIcon />}
          confirmTitle="bo.transfers.send_title"
          confirm="bo.transfers.send_confirm"
          path={path('send')}
          access={{ resource: 'transfers', action: 'send' }}
          success="bo.transfers.sent"
        />
      ) : null}
      {moves.receive ? (
        <DocumentActionButton
          label="bo.transfers.receive"
          icon={<MoveToInboxIcon />}
          confirmTitle="bo.transfers.receive_title"
          confirm="bo.transfers.receive_confirm"
          path={path('receive')}
          access={{ resource: 'transfers', action: 'receive' }}
          success="bo.transfers.received"
          color="success"
        />
      ) : null}
      {moves.cancel ? (
        <DocumentActionButton
          label="bo.transfers.cancel"
          icon={<BlockIcon />}
          confirmTitle="bo.transfers.cancel_title"
          confirm="bo.transfers.cancel_confirm"
          path={path('cancel')}
          access={{ resource: 'transfers', action: 'cancel' }}
          success="bo.transfers.cancelled"
          variant="outlined"
          color="error"
        />
      ) : null}
    </Box>
  );
};
