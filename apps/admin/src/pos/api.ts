import type { DataProvider, Identifier } from 'react-admin';
import type { WriteMeta } from '../data/dataProvider';
import type { NewPayment } from '../payments-entry';
import { today } from '../calendarDate';
import { toOrderProducts, type CartLine } from './cart/cartLines';
import type { OrderDetail } from '../orders/types';

/**
 * POST /api/orders as the POS sends it: a committed sale (not an estimate), not on credit, with
 * the spec's comment 'Compra rápida!'; without a client (clientId null: 'Venta sin cliente') it
 * asks for the default client (0000) with `without_client: true`, the only way the server uses it;
 * with the pay step's payments.
 */
export const postSale = async (
  dataProvider: DataProvider,
  lines: ReadonlyArray<CartLine>,
  clientId: Identifier | null,
  comentary: string,
  meta?: WriteMeta,
  payments: ReadonlyArray<NewPayment> = [],
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
      // Every payment of the pay step goes with the sale (issue 31).
      ...(payments.length > 0 ? { payments } : {}),
    },
  });
  return data as unknown as OrderDetail;
};
