import { useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useCan } from '../../access/useCan';
import type { AppDataProvider } from '../../data/dataProvider';
import { useSubmission } from '../../data/useSubmission';
import type { Inventory } from '../types';

/**
 * 'Aprobar' (storer and admin, only while the inventory is a request): after the spec's
 * confirmation it moves the stock; a refusal (an exit without stock) shows the server's message.
 */
export const ApproveButton = () => {
  const record = useRecordContext<Inventory>();
  const allowed = useCan('inventories', 'approve');
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { submit, submitting: loading } = useSubmission();
  if (!allowed || !record || record.status !== 'request' || record.deleted_at) return null;

  const approve = () =>
    submit(async (key) => {
      try {
        await dataProvider.command('inventories', record.id, 'approve', undefined, 'POST', key());
        notify('bo.inventories.approved', { type: 'success' });
        refresh();
      } catch (error) {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      } finally {
        setOpen(false);
      }
    });

  return (
    <>
      <Button label="bo.inventories.approve" variant="contained" onClick={() => setOpen(true)} disabled={loading}>
        <CheckCircleIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title="bo.inventories.approve_title"
        content="bo.inventories.approve_confirm"
        onConfirm={approve}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
