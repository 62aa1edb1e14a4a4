import type { DataProvider, Identifier } from 'react-admin';
import type { AppDataProvider, WriteMeta } from '../data/dataProvider';
import type { NewPayment } from '../payments-entry';
import { today } from '../calendarDate';
import { toOrderProducts, type CartLine } from './cart/cartLines';
import type { OrderDetail } from '../orders/types';

/**
 * POST /api/orders as the POS sends it: a committed sale (not an estimate), not on credit, with
 * the spec's comment 'Compra rápida!'; without a client (clientId null: 'Venta sin cliente') it
 * asks for the default client (0000) with `without_client: true`, the only way the server uses it.
 */
export const postSale = async (
  dataProvider: DataProvider,
  lines: ReadonlyArray<CartLine>,
  clientId: Identifier | null,
  comentary: string,
  meta?: WriteMeta,
): Promise<OrderDetail> => {
  const { data } = await dataProvider.create('orders', {
    meta,
    data: {
      estimate: false,
      isCredit: false,
      comentary,
      date: today(),
      ...(clientId !== null ? { client_id: clientId } : { without_client: true }),
      products: toOrderProducts(lines),
    },
  });
  return data as unknown as OrderDetail;
};

/** POST /api/orders/{id}/payments: the order as it is after the payment. */
export const payOrder = async (
  dataProvider: AppDataProvider,
  orderId: Identifier,
  payment: NewPayment,
  meta?: WriteMeta,
): Promise<OrderDetail> => {
  const { data } = await dataProvider.command('orders', orderId, 'payments', payment, 'POST', meta);
  return data as unknown as OrderDetail;
};
