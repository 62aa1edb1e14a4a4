import { Inject, Injectable } from '@nestjs/common';
import { decideStockMovesOn, DomainError, EventMetadata, StockMoveRequest, stockStream } from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { streamAppend } from '../shared/stream-append';
import { KeptStock, StockStates } from './stock-states';

/**
 * The stock side of any document that moves stock (an inventory, a sale, later a purchase, a
 * transfer): the appends of its moves, each with the expected version of its stock stream, to be
 * appended together with the document's own events, so that stock never goes below zero even
 * when two documents take the same stock at once (the second one retries and is refused). The
 * document kit (documents/document-commands.ts) runs the loop; this keeps the stock streams' states.
 */
@Injectable()
export class StockMoves {
  private readonly states: StockStates;

  constructor(@Inject(EVENT_STORE) store: EventStore) {
    this.states = new StockStates(store);
  }

  /**
   * Decides the moves on the touched stock streams (read together, or as this process keeps them):
   * a DomainError when one lacks stock. Only to be called within a document command (DocumentCommands).
   */
  async appendsFor(moves: readonly StockMoveRequest[], metadata: EventMetadata): Promise<StreamAppend[]> {
    const streamIds = [...new Set(moves.map((move) => stockStream(move.product_id, move.deposit_id)))];
    const known = streamIds.map((streamId) => this.states.known(streamId));
    const kept = await Promise.all(streamIds.map((streamId, index) => known[index] ?? this.states.read(streamId)));
    try {
      return this.decide(moves, streamIds, kept, metadata);
    } catch (error) {
      if (!(error instanceof DomainError) || known.every((state) => state === null)) throw error;
      // Refused on what this process kept: another process may have added stock since. Look again.
      const current = await Promise.all(streamIds.map((streamId) => this.states.read(streamId)));
      return this.decide(moves, streamIds, current, metadata);
    }
  }

  /** An append that succeeded: what this process keeps of its stock streams moves on by it. */
  appended(append: StreamAppend): void {
    this.states.appended(append);
  }

  /** What this process keeps of a stream is behind (a concurrent change): it is read again next time. */
  forget(streamId: string): void {
    this.states.forget(streamId);
  }

  private decide(
    moves: readonly StockMoveRequest[],
    streamIds: string[],
    kept: KeptStock[],
    metadata: EventMetadata,
  ): StreamAppend[] {
    const streams = new Map(streamIds.map((streamId, index) => [streamId, kept[index]]));
    return decideStockMovesOn(moves, (streamId) => streams.get(streamId)!.state, metadata).map(({ streamId, events }) =>
      streamAppend(streamId, streams.get(streamId)!.version, events, metadata),
    );
  }
}
