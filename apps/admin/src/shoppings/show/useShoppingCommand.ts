import type { Identifier } from 'react-admin';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../data/dataProvider';
import { useSubmission } from '../../data/useSubmission';
import { isStaleRate } from '../staleRate';

/**
 * Runs one command on a purchase (POST /api/shoppings/{id}/payments|paid|cancel), pessimistically:
 * the server may refuse (409 with its rule's message, 400 on a field), and its message is shown
 * as an error toast; accepted, the success toast and the page's records read again (no reload).
 * The returned promise rejects on a refusal (the payment form keeps what was typed). One
 * submission at a time, with its Idempotency-Key (data/useSubmission); `running` meanwhile.
 */
export const useShoppingCommand = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { submit, submitting: running } = useSubmission();
  const run = (id: Identifier, command: 'payments' | 'paid' | 'cancel', success: string, body?: unknown) =>
    submit(async (key) => {
      try {
        await dataProvider.command('shoppings', id, command, body, 'POST', key());
        notify(success, { type: 'success' });
        refresh();
      } catch (error) {
        // A stale rate is the payment form's to tell (it reads the current rate again).
        if (!isStaleRate(error)) notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        throw error;
      }
    });
  return { run, running };
};
