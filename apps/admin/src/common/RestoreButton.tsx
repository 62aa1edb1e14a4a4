import { useState } from 'react';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { AppDataProvider } from '../data/dataProvider';
import { useSubmission } from '../data/useSubmission';

/**
 * Restores a soft-deleted record (`PUT /api/{resource}/{id}/restore`) after the spec's
 * confirmation; shown only on a deleted record.
 */
export const RestoreButton = ({
  confirmContent,
  successMessage,
}: {
  confirmContent: string;
  successMessage?: string;
}) => {
  const record = useRecordContext<{ id: number; deleted_at?: string | null }>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { submit, submitting: loading } = useSubmission();
  if (!record?.deleted_at || !resource) return null;

  const restore = () =>
    submit(async (key) => {
      try {
        await dataProvider.restore(resource, record.id, key());
        notify(successMessage ?? 'bo.common.restored', { type: 'success' });
        refresh();
      } catch (error) {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      } finally {
        setOpen(false);
      }
    });

  return (
    <>
      <Button label="bo.common.restore" onClick={() => setOpen(true)} disabled={loading}>
        <RestoreFromTrashIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title="bo.common.restore_title"
        content={confirmContent}
        onConfirm={restore}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
