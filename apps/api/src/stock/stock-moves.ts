import { Inject, Injectable } from '@nestjs/common';
import { decideStockMovesOn, EventMetadata, StockMoveRequest, stockStream } from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { CommandExecutor } from '../shared/command-executor';
import { streamAppend } from '../shared/stream-append';
import { StockStates } from './stock-states';

/** Stock streams are where sales collide: a few more attempts than other commands. */
const MAX_ATTEMPTS = 5;

/**
 * The stock side of any document that moves stock (an inventory, later a sale, a purchase, a
 * transfer): the appends of its moves, each with the expected version of its stock stream, to be
 * appended together with the document's own events, so that stock never goes below zero even
 * when two documents take the same stock at once (the second one retries and is refused).
 */
@Injectable()
export class StockMoves {
  private readonly states: StockStates;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly executor: CommandExecutor,
  ) {
    this.states = new StockStates(store);
  }

  /** Reads the touched stock streams (together) and decides the moves: a DomainError when one lacks stock. */
  async appendsFor(moves: readonly StockMoveRequest[], metadata: EventMetadata): Promise<StreamAppend[]> {
    const streamIds = [...new Set(moves.map((move) => stockStream(move.product_id, move.deposit_id)))];
    const reads = await Promise.all(streamIds.map((streamId) => this.states.read(streamId)));
    const streams = new Map(streamIds.map((streamId, index) => [streamId, reads[index]]));
    return decideStockMovesOn(moves, (streamId) => streams.get(streamId)!.state, metadata).map(({ streamId, events }) =>
      streamAppend(streamId, streams.get(streamId)!.version, events, metadata),
    );
  }

  /**
   * Builds a command's appends (the document's events and its stock moves) from what the streams
   * hold now and appends them atomically; rebuilt from the new state on a concurrent change, a
   * bounded number of times. `lock`: the streams it will surely append to, taken in turns within
   * this process from the first attempt. An empty build changes nothing.
   */
  async commit(build: () => Promise<StreamAppend[]>, lock: readonly string[] = []): Promise<void> {
    await this.executor.commit(build, { maxAttempts: MAX_ATTEMPTS, lock });
  }
}
