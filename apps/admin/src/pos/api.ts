import type { DataProvider, Identifier } from 'react-admin';
import type { AppDataProvider } from '../data/dataProvider';
import type { NewPayment } from '../payments-entry';
import { toOrderProducts, type CartLine } from './cart/cartLines';
import type { PosOrder } from './types';

/** Today as the calendar day the sale is dated ('YYYY-MM-DD', local). */
export const today = (): string => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * POST /api/orders as the POS sends it: a committed sale (not an estimate), not on credit, with
 * the spec's comment 'Compra rápida!'; without a client the server uses the default one (0000).
 */
export const postSale = async (
  dataProvider: DataProvider,
  lines: ReadonlyArray<CartLine>,
  clientId: Identifier | null,
  comentary: string,
): Promise<PosOrder> => {
  const { data } = await dataProvider.create('orders', {
    data: {
      estimate: false,
      isCredit: false,
      comentary,
      date: today(),
      ...(clientId !== null ? { client_id: clientId } : {}),
      products: toOrderProducts(lines),
    },
  });
  return data as unknown as PosOrder;
};

/** POST /api/orders/{id}/payments: the order as it is after the payment. */
export const payOrder = async (
  dataProvider: AppDataProvider,
  orderId: Identifier,
  payment: NewPayment,
): Promise<PosOrder> => {
  const { data } = await dataProvider.command('orders', orderId, 'payments', payment);
  return data as unknown as PosOrder;
};
