import { Provider, Type } from '@nestjs/common';
import { StockCardController } from './stock-card.http.controller';
import { DocumentCommands } from '../documents/document-commands';
import { StockMoves } from './stock-moves';

export const STOCK_CONTROLLERS: Type<unknown>[] = [StockCardController];
/** The stock streams' states and the document kit that moves them (inventories, sales, purchases...). */
export const STOCK_PROVIDERS: Provider[] = [StockMoves, DocumentCommands];
