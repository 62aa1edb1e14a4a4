import { useRecordContext } from 'react-admin';
import type { OrderDetail } from '../types';

/**
 * Why this file exists: a list of orders (the orders list, a client's history) leaves its rows in
 * react-admin's cache of single orders, so /orders/{id} opened from a list first renders a list
 * row, which has no lines, payments nor dispatches (the page crashed: 'Algo salió mal'). The
 * detail's parts read the record through this hook: undefined until the detail itself arrives.
 */
export const useOrderDetail = (): OrderDetail | undefined => {
  const order = useRecordContext<OrderDetail>();
  return order && Array.isArray(order.pays) ? order : undefined;
};
