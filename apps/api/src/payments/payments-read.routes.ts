import { Provider, Type } from '@nestjs/common';
import { ListOrderPaymentsController } from './list-order-payments/list-order-payments.http.controller';
import { ListPaymentsController } from './list-payments/list-payments.http.controller';
import { PaymentReader } from './payment.reader';

/** GET /api/payments, /api/payments/:id and /api/order-payments (POST /api/payments is in payments-write.routes.ts). */
export const PAYMENT_READ_CONTROLLERS: Type<unknown>[] = [ListPaymentsController, ListOrderPaymentsController];
export const PAYMENT_READ_PROVIDERS: Provider[] = [PaymentReader];
