/**
 * Why this file exists: a transfer moves by the kit's DocumentActionButton, each after its
 * confirmation and for the roles of the access table (transfers send, receive, cancel): prepared
 * -> 'Enviar' and 'Anular'; in transit -> 'Recibir' and 'Anular'; completed or cancelled -> none.
 */
import type { ReactElement } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Box } from '@mui/material';
import { DocumentActionButton } from '../../common/document';
import { nextMoves } from '../states';
import type { Transfer } from '../types';

type Move = keyof ReturnType<typeof nextMoves>;

/** Each move's button: its words (bo.transfers.<move>, _title, _confirm), icon, look and what it says once done. */
const BUTTONS: readonly {
  move: Move;
  icon: ReactElement;
  success: string;
  variant?: 'outlined';
  color?: 'success' | 'error';
}[] = [
  { move: 'send', icon: <LocalShippingIcon />, success: 'bo.transfers.sent' },
  { move: 'receive', icon: <MoveToInboxIcon />, success: 'bo.transfers.received', color: 'success' },
  { move: 'cancel', icon: <BlockIcon />, success: 'bo.transfers.cancelled', variant: 'outlined', color: 'error' },
];

export const TransferActions = ({ transfer }: { transfer: Transfer }) => {
  const moves = nextMoves(transfer.state);
  const path = (command: string) => `transfers/${encodeURIComponent(String(transfer.id))}/${command}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {BUTTONS.filter(({ move }) => moves[move]).map(({ move, icon, success, variant, color }) => (
        <DocumentActionButton
          key={move}
          label={`bo.transfers.${move}`}
          icon={icon}
          confirmTitle={`bo.transfers.${move}_title`}
          confirm={`bo.transfers.${move}_confirm`}
          path={path(move)}
          access={{ resource: 'transfers', action: move }}
          success={success}
          variant={variant}
          color={color}
        />
      ))}
    </Box>
  );
};
