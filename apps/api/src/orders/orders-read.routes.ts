import { Provider, Type } from '@nestjs/common';
import { GetOrderController } from './get-order/get-order.http.controller';
import { ListOrdersController } from './list-orders/list-orders.http.controller';
import { OrderReader } from './order.reader';

/** GET /api/orders and GET /api/orders/:id (the commands are in orders-write.routes.ts). */
export const ORDER_READ_CONTROLLERS: Type<unknown>[] = [ListOrdersController, GetOrderController];
export const ORDER_READ_PROVIDERS: Provider[] = [OrderReader];
