import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { Command, Decider, DomainEvent, EventMetadata, fold, StockMoveRequest, stockStream } from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../infrastructure/database/tokens';
import { CommandExecutor } from '../shared/command-executor';
import { streamAppend } from '../shared/stream-append';
import { StockMoves } from '../stock/stock-moves';

/** Stock streams are where documents collide: a few more attempts than other commands. */
const MAX_ATTEMPTS = 5;

/** A stock move as a document asks for it: the kit names the product when the document does not. */
export type DocumentMove = Omit<StockMoveRequest, 'product_name'> & { product_name?: string };

/** What a document's command changed: its state before and after, and its new events. */
export interface DocumentChange<E, S> {
  before: S;
  after: S;
  events: E[];
}

export interface DocumentStep<C extends Command, E extends DomainEvent, S> {
  decider: Decider<C, E, S>;
  /** The document's own stream (`inventory-3`, `shopping-12`, `order-40`). */
  streamId: string;
  /** The command, or how to build it on each attempt (when it depends on what other streams hold now). */
  command: C | (() => Promise<C>);
  /** A new document: its stream must not exist yet, so it is not read. */
  isNew?: boolean;
  /** The stock its events move (none by default), from the change: decided on the stock streams in the same append. */
  moves?: (change: DocumentChange<E, S>) => readonly DocumentMove[];
  /** More appends that belong to the same command (a sale's new client, a purchase's product prices), built on each attempt. */
  also?: (change: DocumentChange<E, S>, metadata: EventMetadata) => Promise<StreamAppend[]>;
  /** Streams it surely appends to besides its own, taken in turns within this process from the first attempt. */
  lock?: readonly string[];
}

/**
 * The document kit's write side: one way to run a command on a document whose lines move stock
 * (an inventory, a sale, a purchase, a transfer, a return). It reads the document's stream, lets its
 * decider decide, asks the document for its stock moves and any other appends, and appends all of
 * them atomically with their expected versions, so stock never goes below zero and nothing is half
 * kept. On a concurrent change it builds everything again from the new state, a bounded number of
 * times; then it waits until the read models show the result (CommandExecutor).
 */
@Injectable()
export class DocumentCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly executor: CommandExecutor,
    private readonly stock: StockMoves,
  ) {}

  async run<C extends Command, E extends DomainEvent, S>(step: DocumentStep<C, E, S>): Promise<DocumentChange<E, S>> {
    let change: DocumentChange<E, S> | null = null;
    let appends: StreamAppend[] = [];
    // Before another attempt after a concurrent change, what this process kept of the stock it touched is behind
    // (not after waiting for this process's own holder: its append moved the kept state on, and a
    // stream read again from its start costs a busy product's every move).
    const forget = () => appends.forEach((append) => this.stock.forget(append.streamId));
    try {
      await this.executor.commit(
        async ({ afterConflict }) => {
          if (afterConflict) forget();
          const built = await this.build(step);
          change = built.change;
          appends = built.appends;
          return appends;
        },
        {
          maxAttempts: MAX_ATTEMPTS,
          lock: [step.streamId, ...(step.lock ?? [])],
          // Before the next command on these streams takes its turn, so it decides on this one's result.
          appended: (stored) => stored.forEach((append) => this.stock.appended(append)),
        },
      );
    } catch (error) {
      forget();
      throw error;
    }
    if (change) return change;
    // A retry of a request whose appends were stored before: the document as it now is.
    const now = await this.read(step);
    return { before: now.state, after: now.state, events: [] };
  }

  private async build<C extends Command, E extends DomainEvent, S>(
    step: DocumentStep<C, E, S>,
  ): Promise<{ change: DocumentChange<E, S>; appends: StreamAppend[] }> {
    const [current, command] = await Promise.all([
      this.read(step),
      typeof step.command === 'function' ? step.command() : Promise.resolve(step.command),
    ]);
    const events = step.decider.decide(command, current.state);
    const change = { before: current.state, after: events.reduce(step.decider.evolve, current.state), events };
    if (events.length === 0) return { change, appends: [] };
    const metadata = command.metadata;
    const [moves, also] = await Promise.all([
      this.named(step.moves?.(change) ?? []),
      step.also?.(change, metadata) ?? Promise.resolve([]),
    ]);
    return {
      change,
      appends: [
        ...also,
        streamAppend(step.streamId, current.version, events, metadata),
        ...(moves.length ? await this.stock.appendsFor(moves, metadata) : []),
      ],
    };
  }

  private async read<C extends Command, E extends DomainEvent, S>(
    step: DocumentStep<C, E, S>,
  ): Promise<{ state: S; version: number | 'no_stream' }> {
    if (step.isNew) return { state: step.decider.initialState(), version: 'no_stream' };
    const stream = await this.store.readStream(step.streamId);
    return { state: fold(step.decider, stream.events as unknown as E[]), version: stream.version };
  }

  /**
   * Names the products the moves take stock from (a refusal for missing stock names the product)
   * from the products' read model. A product only added to needs no name (AddStock carries none):
   * an entry or a purchase asks nothing more (issue 35).
   */
  private async named(moves: readonly DocumentMove[]): Promise<StockMoveRequest[]> {
    const unnamed = [
      ...new Set(moves.filter((move) => move.kind === 'remove' && !move.product_name).map((move) => move.product_id)),
    ];
    const rows = unnamed.length
      ? ((await this.knex('rm.products').whereIn('id', unnamed).select('id', 'name')) as {
          id: unknown;
          name: string;
        }[])
      : [];
    const names = new Map(rows.map((row) => [String(row.id), row.name]));
    return moves.map((move) => ({
      ...move,
      product_name: move.product_name ?? names.get(move.product_id) ?? `#${move.product_id}`,
    }));
  }
}

/** The stock streams a document's lines surely touch (to take in turns from the first attempt). */
export function stockStreamsOf(lines: readonly { product_id?: string | null; deposit_id?: string | null }[]): string[] {
  return lines
    .filter((line) => line.product_id && line.deposit_id)
    .map((line) => stockStream(line.product_id!, line.deposit_id!));
}
