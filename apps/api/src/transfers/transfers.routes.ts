import { Provider, Type } from '@nestjs/common';
import { documentListController } from '../documents/document-list';
import { CreateTransferController } from './create-transfer/create-transfer.http.controller';
import { GetTransferController } from './get-transfer/get-transfer.http.controller';
import { TransferStatesController } from './transfer-states/transfer-states.http.controller';
import { TransferCommands } from './transfer.commands';
import { TRANSFER_LIST, TransferReader } from './transfer.reader';

/** The routes of /api/transfers and POST /api/deposits/:id/transfers. */
export const TRANSFER_CONTROLLERS: Type<unknown>[] = [
  documentListController(TRANSFER_LIST),
  GetTransferController,
  CreateTransferController,
  TransferStatesController,
];
export const TRANSFER_PROVIDERS: Provider[] = [TransferReader, TransferCommands];
