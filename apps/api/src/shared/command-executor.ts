import { Inject, Injectable, Logger } from '@nestjs/common';
import { Command, Decider, DomainEvent, fold, validateEvent } from '@bo/domain';
import { EventStore, Position, StreamAppend, WrongExpectedVersionError } from '@bo/event-store';
import type { ProjectionsHost } from '@bo/projections';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EVENT_STORE, PROJECTIONS } from '../infrastructure/database/tokens';
import { ConcurrencyConflictError } from './concurrency-conflict.error';

const MAX_ATTEMPTS = 3;

export interface CommandOutcome<E> {
  events: E[];
  /** Where the events landed; null when the command changed nothing. */
  position: Position | null;
}

/**
 * The write side's only loop: read the stream, decide, append with the expected version,
 * retry a bounded number of times on a conflict, then wait until the read models show it.
 */
@Injectable()
export class CommandExecutor {
  private readonly logger = new Logger(CommandExecutor.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
  ): Promise<CommandOutcome<E>> {
    for (let attempt = 1; ; attempt++) {
      const stream = await this.store.readStream(streamId);
      const state = fold(decider, stream.events as unknown as E[]);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, position: null };
      try {
        const position = await this.append([
          {
            streamId,
            expectedVersion: stream.version,
            events: events.map((event) => ({ type: event.type, data: event.data, metadata: command.metadata })),
          },
        ]);
        return { events, position };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new ConcurrencyConflictError();
      }
    }
  }

  /**
   * A command touching several streams: `build` reads them and decides, giving the appends with
   * their expected versions; they are appended atomically. On a concurrent change the whole build
   * runs again from the new state, a bounded number of times. An empty build changes nothing.
   */
  async commit(build: () => Promise<StreamAppend[]>, maxAttempts = MAX_ATTEMPTS): Promise<Position | null> {
    for (let attempt = 1; ; attempt++) {
      const appends = await build();
      if (appends.length === 0) return null;
      try {
        return await this.append(appends);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= maxAttempts) throw new ConcurrencyConflictError();
      }
    }
  }

  /** Validates, appends atomically and waits for the read models to pass the new position. */
  async append(appends: StreamAppend[]): Promise<Position> {
    for (const append of appends) append.events.forEach(validateEvent);
    const result = await this.store.append(appends);
    await this.waitForReadModels(result.position);
    return result.position;
  }

  async waitForReadModels(position: Position): Promise<void> {
    const caughtUp = await this.projections.waitFor(position, this.config.readYourWritesTimeoutMs);
    if (!caughtUp)
      this.logger.warn(`Las vistas no alcanzaron la posición ${position.commit}/${position.position} a tiempo`);
  }
}
