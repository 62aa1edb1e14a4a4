import { AsyncLocalStorage } from 'async_hooks';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Command, Decider, DomainEvent, fold, validateEvent } from '@bo/domain';
import { EventStore, Position, StreamAppend, WrongExpectedVersionError } from '@bo/event-store';
import type { ProjectionsHost } from '@bo/projections';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EVENT_STORE, PROJECTIONS } from '../infrastructure/database/tokens';
import { AppMetrics } from '../infrastructure/metrics/app-metrics';
import { ClusterLock } from './cluster-lock';
import { ConcurrencyConflictError } from './concurrency-conflict.error';
import { IdempotencyKeyTakenError, IdempotentRequest } from './idempotent-request';
import { KeyedLock } from './keyed-lock';
import { streamAppend } from './stream-append';

const MAX_ATTEMPTS = 5;

/** Set while commands run for no one waiting on their answer (the start-up seeds). */
const answerless = new AsyncLocalStorage<true>();

export interface CommandOutcome<E> {
  events: E[];
  /** Where the events landed; null when the command changed nothing. */
  position: Position | null;
}

/**
 * The write side's only loop: read the stream, decide, append with the expected version,
 * retry a bounded number of times on a conflict, then wait until the read models show it. Within a
 * request with an `Idempotency-Key` each append also claims the key, atomically (IdempotentRequest),
 * and an append an earlier run of the same request stored is not made again.
 */
@Injectable()
export class CommandExecutor {
  private readonly logger = new Logger(CommandExecutor.name);
  private readonly locks = new KeyedLock();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    /** Counts the events appended (absent in unit tests). */
    @Optional() @Inject(AppMetrics) private readonly metrics?: AppMetrics,
    /** Gives the fiscal stream's commands their turn across processes (absent in unit tests). */
    @Optional() @Inject(ClusterLock) private readonly cluster?: ClusterLock,
  ) {}

  /**
   * One command on one stream. `isNew`: the stream was just named by a new id, so it is not read
   * first (one round trip less); should it exist after all, the append is refused and the retry reads it.
   */
  async execute<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    options: { isNew?: boolean } = {},
  ): Promise<CommandOutcome<E>> {
    let events: E[] = [];
    let attempts = 0;
    const position = await this.commit(
      async () => {
        const first = attempts++ === 0;
        const stream =
          options.isNew && first
            ? { events: [], version: 'no_stream' as const }
            : await this.store.readStream(streamId);
        events = decider.decide(command, fold(decider, stream.events as unknown as E[]));
        if (events.length === 0) return [];
        return [streamAppend(streamId, stream.version, events, command.metadata)];
      },
      { lock: [streamId] },
    );
    return { events, position };
  }

  /**
   * A command touching several streams: `build` reads them and decides, giving the appends with
   * their expected versions; they are appended atomically. On a concurrent change the whole build
   * runs again from the new state, a bounded number of times, holding this process's locks of
   * every stream it appends to (see KeyedLock). `lock` names streams known beforehand to take in
   * turns from the first attempt (those a command is sure to append to); a stream found only by the
   * build whose turn another command of this process holds is waited for before appending. An
   * empty build changes nothing.
   */
  async commit(
    /** `afterConflict`: the last attempt's append was refused, so what this process kept of its streams may be behind. */
    build: (attempt: { afterConflict: boolean }) => Promise<StreamAppend[]>,
    options: {
      maxAttempts?: number;
      lock?: readonly string[];
      /** Called with the appends as soon as they are stored, before the locks are released. */
      appended?: (appends: StreamAppend[]) => void;
    } = {},
  ): Promise<Position | null> {
    const storedBefore = IdempotentRequest.current()?.storedBefore();
    if (storedBefore) {
      await this.waitForReadModels(storedBefore);
      return storedBefore;
    }
    const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
    const locked = new Set<string>();
    let release = null as (() => void) | null;
    /** Takes the turns of `streams` too: all the keys again at once, in order (taking more while holding some could deadlock). */
    const lockAlso = async (streams: readonly string[]) => {
      release?.();
      release = null;
      streams.forEach((stream) => locked.add(stream));
      release = await this.locks.acquire([...locked]);
    };
    if (options.lock?.length) await lockAlso(options.lock);
    let storedAppends: StreamAppend[] = [];
    const attempts = async (): Promise<Position | null> => {
      let afterConflict = false;
      for (let attempt = 1; ;) {
        const appends = await build({ afterConflict });
        afterConflict = false;
        if (appends.length === 0) return null;
        const streams = appends.map((append) => append.streamId);
        const unlocked = streams.filter((stream) => !locked.has(stream));
        // Another command of this process holds the turn of a stream this one found only now (the
        // stock an approval moves): it waits its turn and decides again, rather than racing the
        // holder (whose retries could then lose to each newcomer, five times over).
        if (unlocked.length > 0 && this.locks.taken(unlocked)) {
          await lockAlso(unlocked);
          continue;
        }
        try {
          const stored = await this.appendOnly(appends);
          options.appended?.(appends);
          storedAppends = appends;
          return stored;
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
          if (attempt++ >= maxAttempts) throw new ConcurrencyConflictError();
          afterConflict = true;
          // Lost a race: the next attempts hold the turns of every stream this one appends to.
          if (unlocked.length > 0) await lockAlso(unlocked);
        }
      }
    };
    let position: Position | null;
    try {
      position = this.cluster ? await this.cluster.around(options.lock ?? [], attempts) : await attempts();
    } finally {
      release?.();
    }
    if (!position) return null;
    await IdempotentRequest.current()?.afterStored();
    await this.waitForReadModels(position, storedAppends);
    return position;
  }

  /** Validates, appends atomically and waits for the read models to pass the new position. */
  async append(appends: StreamAppend[]): Promise<Position> {
    const storedBefore = IdempotentRequest.current()?.storedBefore();
    const position = storedBefore ?? (await this.appendOnly(appends));
    if (!storedBefore) await IdempotentRequest.current()?.afterStored();
    await this.waitForReadModels(position, storedBefore ? undefined : appends);
    return position;
  }

  /** Appends atomically, with the claim of the request's key when it carries one (its stream last). */
  private async appendOnly(appends: StreamAppend[]): Promise<Position> {
    const request = IdempotentRequest.current();
    const metadata = appends.find((append) => append.events.length > 0)?.events[0].metadata;
    const asked = request && metadata ? [...appends, request.claimAppend(metadata)] : appends;
    const claimed = asked.map(withoutDecisionContext);
    for (const append of claimed) append.events.forEach(validateEvent);
    try {
      const { position } = await this.store.append(claimed);
      this.metrics?.eventsAppended.inc(claimed.reduce((count, append) => count + append.events.length, 0));
      if (asked !== appends) request?.claimStored();
      return position;
    } catch (error) {
      // Refused on the key's stream (whichever stream the error names): another run stored first.
      if (request && error instanceof WrongExpectedVersionError) {
        const keyStream = await this.store.readStream(request.streamId);
        if (request.takenElsewhere(keyStream.version)) throw new IdempotencyKeyTakenError();
      }
      throw error;
    }
  }

  /**
   * Runs `work` with commands that do not wait for the read models: nobody reads their answer
   * (the start-up seeds, which on a first start over a large store would wait out the replay).
   */
  static withoutReadModelWaits<T>(work: () => Promise<T>): Promise<T> {
    return answerless.run(true, work);
  }

  /**
   * Waits until the read models show `position`: those the events of `appends` change (the others
   * show nothing of them), or every one when the appends are not known (an earlier run's, replayed).
   */
  async waitForReadModels(position: Position, appends?: readonly StreamAppend[]): Promise<void> {
    if (answerless.getStore()) return;
    const names = appends
      ? this.projections.concernedBy(appends.flatMap((append) => append.events.map((event) => event.type)))
      : undefined;
    const caughtUp = await this.projections.waitFor(position, this.config.readYourWritesTimeoutMs, names);
    if (!caughtUp)
      this.logger.warn(`Las vistas no alcanzaron la posición ${position.commit}/${position.position} a tiempo`);
  }
}

/**
 * The append as it is stored: what the command knew only to decide (the closed-until day) stays
 * out of the events' metadata.
 */
function withoutDecisionContext(append: StreamAppend): StreamAppend {
  if (!append.events.some((event) => 'closed_until' in event.metadata)) return append;
  return {
    ...append,
    events: append.events.map(({ metadata: { closed_until: _closedUntil, ...metadata }, ...event }) => ({
      ...event,
      metadata,
    })),
  };
}
