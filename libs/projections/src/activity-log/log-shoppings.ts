/** The purchases the log names: their numbers, given like the purchases read model's (1, 2, 3... as registered). */
import type { StockMoveData } from '@bo/domain';
import { NumberedDocuments, numbersTable } from './log-numbers';

export const LOG_SHOPPINGS: NumberedDocuments = {
  table: 'log_shoppings',
  column: 'number_shopping',
  created: 'ShoppingRegistered',
  /** A purchase's own events and its stock moves. */
  mentioned(event) {
    if (event.type === 'StockAdded' || event.type === 'StockRemoved') {
      const { document } = event.data as StockMoveData;
      return document?.type === 'shopping' ? [document.id] : [];
    }
    if (event.streamId.startsWith('shopping-') && event.type.startsWith('Shopping'))
      return [String((event.data as { id: unknown }).id)];
    return [];
  },
};

export const LOG_SHOPPINGS_TABLE = numbersTable(LOG_SHOPPINGS);
