import { Provider, Type } from '@nestjs/common';
import { ClientPaymentCommands } from './client-payment.commands';
import { CreateClientPaymentController } from './create-client-payment/create-client-payment.http.controller';

/** POST /api/payments (the lists are in payments-read.routes.ts). */
export const PAYMENT_WRITE_CONTROLLERS: Type<unknown>[] = [CreateClientPaymentController];
export const PAYMENT_WRITE_PROVIDERS: Provider[] = [ClientPaymentCommands];
