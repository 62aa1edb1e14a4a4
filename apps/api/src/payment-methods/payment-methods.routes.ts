import { Provider, Type } from '@nestjs/common';
import { AddPaymentMethodController } from './add-payment-method/add-payment-method.http.controller';
import { DeletePaymentMethodController } from './delete-payment-method/delete-payment-method.http.controller';
import { PaymentMethodAsOf } from './get-payment-method/payment-method-as-of';
import { GetPaymentMethodController } from './get-payment-method/get-payment-method.http.controller';
import { ListPaymentMethodsController } from './list-payment-methods/list-payment-methods.http.controller';
import { UpdatePaymentMethodController } from './update-payment-method/update-payment-method.http.controller';
import { PaymentMethodCommands } from './payment-method.commands';
import { PaymentMethodReader } from './payment-method.reader';

/** The routes of /api/payment-methods (list first, then the ones with an id). */
export const PAYMENT_METHOD_CONTROLLERS: Type<unknown>[] = [
  ListPaymentMethodsController,
  GetPaymentMethodController,
  AddPaymentMethodController,
  UpdatePaymentMethodController,
  DeletePaymentMethodController,
];
export const PAYMENT_METHOD_PROVIDERS: Provider[] = [PaymentMethodReader, PaymentMethodCommands, PaymentMethodAsOf];
