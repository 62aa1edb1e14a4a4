import { useRef } from 'react';
import { useRecordContext } from 'react-admin';
import type { Shopping } from '../types';

/**
 * Why this file exists: the purchases list leaves its rows in react-admin's cache of single
 * purchases, so /shoppings/{id} opened from the list may first render a list row, which may lack
 * lines and payments. The detail's parts read the record through this hook: undefined until the
 * detail itself arrives. Once it has arrived, a row of the same purchase shown again for a moment
 * (a cache refreshed by another screen's refresh) keeps the detail seen last, so the commands'
 * confirmations and the payment form's draft are not unmounted under the user's hand.
 */
export const useShoppingDetail = (): Shopping | undefined => {
  const shopping = useRecordContext<Shopping>();
  const last = useRef<Shopping | undefined>(undefined);
  const detail =
    shopping && Array.isArray(shopping.payments) && Array.isArray(shopping.products) ? shopping : undefined;
  if (detail) last.current = detail;
  if (detail || !shopping) return detail;
  return last.current?.id === shopping.id ? last.current : undefined;
};
