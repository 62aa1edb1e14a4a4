/**
 * The devolutions the log names ('la devolución #2'): their numbers, given like the devolutions
 * read model's (1, 2, 3... in the order they are registered), kept in the log's own table so a
 * row never waits for another projection.
 */
import type { StockMoveData } from '@bo/domain';
import { NumberedDocuments, numbersTable } from './log-numbers';

export const LOG_DEVOLUTIONS: NumberedDocuments = {
  table: 'log_devolutions',
  column: 'number',
  created: 'DevolutionRequested',
  /** Its own events, an order's return and a credit note it issued, its stock moves. */
  mentioned(event) {
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (event.type.startsWith('Devolution')) return [String(data.id)];
    if (event.type === 'OrderReturned' || event.type === 'ClientCreditIssued' || event.type === 'CreditNoteIssued')
      return [String(data.devolution_id)];
    if (event.type === 'StockAdded' || event.type === 'StockRemoved') {
      const { document } = data as unknown as StockMoveData;
      return document?.type === 'devolution' ? [document.id] : [];
    }
    return [];
  },
};

export const LOG_DEVOLUTIONS_TABLE = numbersTable(LOG_DEVOLUTIONS);
