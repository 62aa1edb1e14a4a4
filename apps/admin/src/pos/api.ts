import type { DataProvider, Identifier } from 'react-admin';
import type { WriteMeta } from '../data/dataProvider';
import type { NewPayment } from '../payments-entry';
import { toOrderProducts, type CartLine } from './cart/cartLines';
import type { OrderDetail } from '../orders/types';

/**
 * The body of POST /api/orders as the POS sends it: a committed sale (not an estimate), not on
 * credit, with the spec's comment 'Compra rápida!'; without a client (clientId null: 'Venta sin
 * cliente') it asks for the default client (0000) with `without_client: true`, the only way the
 * server uses it; with the pay step's payments. Issue 34: it carries recorded_at, the moment the
 * cashier pressed the button (the server dates the sale that day), so the same body can be sent
 * again later from the device's outbox with the same Idempotency-Key.
 */
export const saleBody = (
  lines: ReadonlyArray<CartLine>,
  clientId: Identifier | null,
  comentary: string,
  payments: ReadonlyArray<NewPayment>,
  recordedAt: string,
): Record<string, unknown> => ({
  estimate: false,
  isCredit: false,
  comentary,
  recorded_at: recordedAt,
  ...(clientId !== null ? { client_id: clientId } : { without_client: true }),
  products: toOrderProducts(lines),
  // Every payment of the pay step goes with the sale (issue 31).
  ...(payments.length > 0 ? { payments } : {}),
});

/** POST /api/orders with a sale's body (saleBody): the order as its detail page shows it. */
export const postSale = async (
  dataProvider: DataProvider,
  body: Record<string, unknown>,
  meta?: WriteMeta,
): Promise<OrderDetail> => {
  const { data } = await dataProvider.create('orders', { meta, data: body });
  return data as unknown as OrderDetail;
};
