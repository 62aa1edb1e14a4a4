import { Provider, Type } from '@nestjs/common';
import { AccountController } from '../accounts/account.http.controller';
import { ImportProductsController } from '../products/import-products/import-products.http.controller';
import { ProductImport } from '../products/import-products/product-import';
import { PriceListController } from '../products/price-list/price-list.http.controller';
import { ListStatesController } from '../regions/list-states/list-states.http.controller';
import { LookupClientController } from '../clients/lookup-client/lookup-client.controller';
import { ClientStatementController } from '../clients/client-statement/client-statement.http.controller';

/**
 * Routes and providers of catalogue resources beyond the six generic ones (a client lookup, a
 * product import...). Controllers here are registered before the generic `/:id` routes.
 */
export const CATALOGUE_ROUTES_FIRST: Type<unknown>[] = [
  ImportProductsController,
  PriceListController,
  ListStatesController,
  LookupClientController,
  ClientStatementController,
  AccountController,
];
export const CATALOGUE_PROVIDERS: Provider[] = [ProductImport];
