/** What app.module registers for /api/shoppings. */
import { Provider, Type } from '@nestjs/common';
import { documentListController } from '../documents/document-list';
import { CancelShoppingController } from './cancel-shopping/cancel-shopping.http.controller';
import { GetShoppingController } from './get-shopping/get-shopping.http.controller';
import { MarkShoppingPaidController } from './mark-shopping-paid/mark-shopping-paid.http.controller';
import { RecordShoppingPaymentController } from './record-shopping-payment/record-shopping-payment.http.controller';
import { RegisterShoppingController } from './register-shopping/register-shopping.http.controller';
import { ShoppingReportController } from './shopping-report/shopping-report.http.controller';
import { ShoppingCommands } from './shopping.commands';
import { SHOPPING_LIST, ShoppingReader } from './shopping.reader';
import { ShoppingReferences } from './shopping-references';
import { WithholdingVoucherController } from '../fiscal/withholding/withholding-voucher.http.controller';

/** The routes of /api/shoppings (purchases). */
export const SHOPPING_CONTROLLERS: Type<unknown>[] = [
  documentListController(SHOPPING_LIST),
  GetShoppingController,
  ShoppingReportController,
  WithholdingVoucherController,
  RegisterShoppingController,
  RecordShoppingPaymentController,
  MarkShoppingPaidController,
  CancelShoppingController,
];
export const SHOPPING_PROVIDERS: Provider[] = [ShoppingReader, ShoppingCommands, ShoppingReferences];
