import { Provider, Type } from '@nestjs/common';
import { GetOrderController } from './get-order/get-order.http.controller';
import { ListOrdersController } from './list-orders/list-orders.http.controller';
import { OrderDocumentsController, ORDER_DOCUMENT_ROUTES } from './order-documents/order-documents.http.controller';
import { OrderReader } from './order.reader';

/** GET /api/orders, GET /api/orders/:id and its printed documents (the commands are in orders-write.routes.ts). */
export const ORDER_READ_CONTROLLERS: Type<unknown>[] = [
  ListOrdersController,
  GetOrderController,
  OrderDocumentsController,
  ...ORDER_DOCUMENT_ROUTES,
];
export const ORDER_READ_PROVIDERS: Provider[] = [OrderReader];
