import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../data/dataProvider';
import { useSubmission } from '../../data/useSubmission';
import type { OrderDetail } from '../types';

/**
 * Runs one command on the order of the page, pessimistically: the server may refuse (409, 400),
 * and its message is shown as an error toast; accepted, the success toast and the page read
 * again. The returned promise rejects on a refusal (the payment entry keeps what was typed).
 * One submission at a time, with its Idempotency-Key (data/useSubmission); `running` meanwhile.
 */
export const useOrderCommand = () => {
  const record = useRecordContext<OrderDetail>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { submit, submitting: running } = useSubmission();
  const run = async (
    command: string,
    success: string,
    body?: unknown,
    method?: 'POST' | 'PUT' | 'DELETE',
  ): Promise<void> => {
    if (!record) return;
    await submit(async (key) => {
      try {
        await dataProvider.command('orders', record.id, command, body, method, key());
        notify(success, { type: 'success' });
        refresh();
      } catch (error) {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        throw error;
      }
    });
  };
  return { run, running };
};
