import { Inject, Injectable } from '@nestjs/common';
import { decideStockMovesOn, DomainError, EventMetadata, StockMoveRequest, stockStream } from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { CommandExecutor } from '../shared/command-executor';
import { streamAppend } from '../shared/stream-append';
import { KeptStock, StockStates } from './stock-states';

/** Stock streams are where sales collide: a few more attempts than other commands. */
const MAX_ATTEMPTS = 5;

/**
 * The stock side of any document that moves stock (an inventory, a sale, later a purchase, a
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

  /**
   * Decides the moves on the touched stock streams (read together, or as this process keeps them):
   * a DomainError when one lacks stock. Only to be called within `commit`.
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

  /**
   * Builds a command's appends (the document's events and its stock moves) from what the streams
   * hold now and appends them atomically; rebuilt from the new state on a concurrent change, a
   * bounded number of times. `lock`: the streams it will surely append to, taken in turns within
   * this process from the first attempt. An empty build changes nothing.
   */
  async commit(build: () => Promise<StreamAppend[]>, lock: readonly string[] = []): Promise<void> {
    let appends: StreamAppend[] = [];
    let attempts = 0;
    const forget = () => appends.forEach((append) => this.states.forget(append.streamId));
    try {
      await this.executor.commit(
        async () => {
          // Another attempt follows a concurrent change: what this process kept of those streams is behind.
          if (attempts++ > 0) forget();
          appends = await build();
          return appends;
        },
        {
          maxAttempts: MAX_ATTEMPTS,
          lock,
          // Before the next command on these streams takes its turn, so it decides on this one's result.
          appended: (stored) => stored.forEach((append) => this.states.appended(append)),
        },
      );
    } catch (error) {
      forget();
      throw error;
    }
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
