import { Provider, Type } from '@nestjs/common';
import { StockCardController } from './stock-card.http.controller';
import { StockMoves } from './stock-moves';

export const STOCK_CONTROLLERS: Type<unknown>[] = [StockCardController];
export const STOCK_PROVIDERS: Provider[] = [StockMoves];
