import { Inject, Injectable } from '@nestjs/common';
import { decideStockMoves, EventMetadata, StockEvent, StockMoveRequest, stockStream } from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { CommandExecutor } from '../shared/command-executor';
import { streamAppend } from '../shared/stream-append';

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
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
  ) {}

  /** Reads the touched stock streams (together) and decides the moves: a DomainError when one lacks stock. */
  async appendsFor(moves: readonly StockMoveRequest[], metadata: EventMetadata): Promise<StreamAppend[]> {
    const streamIds = [...new Set(moves.map((move) => stockStream(move.product_id, move.deposit_id)))];
    const reads = await Promise.all(streamIds.map((streamId) => this.store.readStream(streamId)));
    const streams = new Map(
      streamIds.map((streamId, index) => [
        streamId,
        { version: reads[index].version, events: reads[index].events as unknown as StockEvent[] },
      ]),
    );
    return decideStockMoves(moves, (streamId) => streams.get(streamId)?.events ?? [], metadata).map(
      ({ streamId, events }) => streamAppend(streamId, streams.get(streamId)?.version ?? 0, events, metadata),
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
