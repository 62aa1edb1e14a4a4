import { Provider, Type } from '@nestjs/common';
import { documentListController } from '../documents/document-list';
import { ListTownsController } from '../utils/list-towns.http.controller';
import { PublicAccountController } from '../utils/public-account.http.controller';
import { ApplyForDealerController } from './apply-for-dealer/apply-for-dealer.http.controller';
import { ChangeDealerRequestStateController } from './change-dealer-request-state/change-dealer-request-state.http.controller';
import { DealerRequestCommands } from './dealer-request.commands';
import { DEALER_REQUEST_LIST, DealerRequestReader } from './dealer-request.reader';
import { GetDealerRequestController } from './get-dealer-request/get-dealer-request.http.controller';

/**
 * The public application (POST /api/dealers/apply, GET /api/utils/towns/:stateId, the account's
 * name and logo at GET /api/utils/account and /api/utils/logo) and /api/requests.
 */
export const DEALER_REQUEST_CONTROLLERS: Type<unknown>[] = [
  ListTownsController,
  PublicAccountController,
  ApplyForDealerController,
  documentListController(DEALER_REQUEST_LIST),
  GetDealerRequestController,
  ChangeDealerRequestStateController,
];
export const DEALER_REQUEST_PROVIDERS: Provider[] = [DealerRequestCommands, DealerRequestReader];
