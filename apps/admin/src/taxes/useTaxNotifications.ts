import { useNotify, useRedirect } from 'react-admin';

/**
 * Success of a rate write: the spec's Spanish toast (as a success toast), then the list. The rate
 * in the top bar refreshes on its own (the data provider announces every write).
 */
export const useTaxSuccess = (message: 'created' | 'updated' | 'deleted') => {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(`resources.taxes.notifications.${message}`, { type: 'success' });
    redirect('list', 'taxes');
  };
};
