/** Why this file exists: the detail's parts wait for the detail, not a cached list row (see below). */
import { useRecordContext } from 'react-admin';
import type { DevolutionDetail } from '../types';

/**
 * Why this file exists: the devolutions list leaves its rows in react-admin's cache of single
 * devolutions, so /devolutions/{id} opened from the list may first render a list row, which has
 * no lines and only the order's number. The detail's parts read the record through this hook:
 * undefined until the detail itself arrives.
 */
export const useDevolutionDetail = (): DevolutionDetail | undefined => {
  const devolution = useRecordContext<DevolutionDetail>();
  return devolution && Array.isArray(devolution.devolutionProducts) ? devolution : undefined;
};
