import { Provider, Type } from '@nestjs/common';
import { documentListController } from '../documents/document-list';
import { ClientCredits } from '../client-credits/client-credits';
import { CreateDevolutionController } from './create-devolution/create-devolution.http.controller';
import { DecideDevolutionController } from './decide-devolution/decide-devolution.http.controller';
import { GetDevolutionController } from './get-devolution/get-devolution.http.controller';
import { DevolutionCommands } from './devolution.commands';
import { DEVOLUTION_LIST, DevolutionReader } from './devolution.reader';

/** The routes of /api/devolutions. */
export const DEVOLUTION_CONTROLLERS: Type<unknown>[] = [
  documentListController(DEVOLUTION_LIST),
  GetDevolutionController,
  CreateDevolutionController,
  DecideDevolutionController,
];
/** ClientCredits also serves the payments by credit note (orders, client payments). */
export const DEVOLUTION_PROVIDERS: Provider[] = [DevolutionReader, DevolutionCommands, ClientCredits];
