import { EventMetadata } from '../kit/event';
import { fold } from '../kit/decider';
import { StockCommand, stockDecider, StockState } from './stock.decider';
import { StockDocument, StockEvent, stockStream } from './stock.events';

/** One stock change a document asks for. */
export interface StockMoveRequest {
  kind: 'add' | 'remove';
  product_id: string;
  product_name: string;
  deposit_id: string;
  quantity: number;
  document: StockDocument;
}

/**
 * Merges the moves of one document by stream (two lines on the same product and deposit count as
 * one move of their net quantity), in the order they first appear. A net zero move is dropped.
 */
export function mergeStockMoves(moves: readonly StockMoveRequest[]): StockMoveRequest[] {
  const byStream = new Map<string, { move: StockMoveRequest; net: number }>();
  for (const move of moves) {
    const key = stockStream(move.product_id, move.deposit_id);
    const signed = move.kind === 'add' ? move.quantity : -move.quantity;
    const entry = byStream.get(key);
    if (entry) entry.net += signed;
    else byStream.set(key, { move, net: signed });
  }
  return [...byStream.values()]
    .filter((entry) => entry.net !== 0)
    .map(({ move, net }) => ({ ...move, kind: net > 0 ? 'add' : 'remove', quantity: Math.abs(net) }));
}

/** The stock command of one (merged) move. */
export function stockCommandOf(move: StockMoveRequest, metadata: EventMetadata): StockCommand {
  const data = {
    product_id: move.product_id,
    deposit_id: move.deposit_id,
    quantity: move.quantity,
    document: move.document,
  };
  return move.kind === 'add'
    ? { type: 'AddStock', data, metadata }
    : { type: 'RemoveStock', data: { ...data, product_name: move.product_name }, metadata };
}

/**
 * Decides every move of a document against the current events of its stock stream: the new events
 * per stream, or a DomainError for the first move that lacks stock (then nothing moves at all).
 */
export function decideStockMoves(
  moves: readonly StockMoveRequest[],
  historyOf: (streamId: string) => readonly StockEvent[],
  metadata: EventMetadata,
): { streamId: string; events: StockEvent[] }[] {
  return decideStockMovesOn(moves, (streamId) => fold(stockDecider, historyOf(streamId)), metadata);
}

/** The same, from each stock stream's current state (a process may keep it rather than fold it each time). */
export function decideStockMovesOn(
  moves: readonly StockMoveRequest[],
  stateOf: (streamId: string) => StockState,
  metadata: EventMetadata,
): { streamId: string; events: StockEvent[] }[] {
  return mergeStockMoves(moves).map((move) => {
    const streamId = stockStream(move.product_id, move.deposit_id);
    return { streamId, events: stockDecider.decide(stockCommandOf(move, metadata), stateOf(streamId)) };
  });
}
