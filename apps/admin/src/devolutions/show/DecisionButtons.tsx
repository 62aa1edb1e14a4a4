/** Why this file exists: a pending devolution's two transitions, on the document kit's buttons. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { DocumentActionButton } from '../../common/document';
import type { Devolution } from '../types';

/**
 * While the devolution is pending: 'Aprobar' (admin, storer; the stock comes back and the money
 * moves) after '¿Está seguro de aprobar esta devolución?', and 'Rechazar' (admin; nothing moves)
 * after '¿Está seguro de rechazar esta devolución?'. The server's refusal is told in a toast.
 */
export const DecisionButtons = ({ devolution }: { devolution: Pick<Devolution, 'id' | 'status'> }) => {
  if (devolution.status !== 'pending') return null;
  const path = (command: string) => `devolutions/${encodeURIComponent(String(devolution.id))}/${command}`;
  return (
    <>
      <DocumentActionButton
        label="bo.devolutions.approve"
        icon={<CheckCircleIcon />}
        confirmTitle="bo.devolutions.approve_title"
        confirm="bo.devolutions.approve_confirm"
        path={path('approve')}
        access={{ resource: 'devolutions', action: 'approve' }}
        success="bo.devolutions.approved"
        color="success"
      />
      <DocumentActionButton
        label="bo.devolutions.reject"
        icon={<CancelIcon />}
        confirmTitle="bo.devolutions.reject_title"
        confirm="bo.devolutions.reject_confirm"
        path={path('reject')}
        access={{ resource: 'devolutions', action: 'reject' }}
        success="bo.devolutions.rejected"
        variant="outlined"
        color="error"
      />
    </>
  );
};
