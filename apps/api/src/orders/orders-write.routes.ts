import { Provider, Type } from '@nestjs/common';
import { CancelOrderController } from './cancel-order/cancel-order.http.controller';
import { CreateOrderController } from './create-order/create-order.http.controller';
import { DispatchOrderLinesController } from './dispatch-order-lines/dispatch-order-lines.http.controller';
import { OrderCommands } from './order.commands';
import { OrderInvoices } from './issue-invoice/order-invoices';
import { OrderDiscountController } from './order-discount/order-discount.http.controller';
import { ProcessOrderController } from './process-order/process-order.http.controller';
import { RecordOrderPaymentController } from './record-order-payment/record-order-payment.http.controller';
import { SaleReferences } from './sale-references';
import { SetInvoiceNumberController } from './set-invoice-number/set-invoice-number.http.controller';

/** The sales commands under /api/orders (the list and detail are in orders-read.routes.ts). */
export const ORDER_WRITE_CONTROLLERS: Type<unknown>[] = [
  CreateOrderController,
  ProcessOrderController,
  CancelOrderController,
  RecordOrderPaymentController,
  DispatchOrderLinesController,
  OrderDiscountController,
  SetInvoiceNumberController,
];
export const ORDER_WRITE_PROVIDERS: Provider[] = [OrderCommands, SaleReferences, OrderInvoices];
