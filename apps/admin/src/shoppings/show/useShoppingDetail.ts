import { useRecordContext } from 'react-admin';
import type { Shopping } from '../types';

/**
 * Why this file exists: the purchases list leaves its rows in react-admin's cache of single
 * purchases, so /shoppings/{id} opened from the list may first render a list row, which may lack
 * lines and payments. The detail's parts read the record through this hook: undefined until the
 * detail itself arrives.
 */
export const useShoppingDetail = (): Shopping | undefined => {
  const shopping = useRecordContext<Shopping>();
  return shopping && Array.isArray(shopping.payments) && Array.isArray(shopping.products) ? shopping : undefined;
};
