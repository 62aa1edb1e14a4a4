import { Knex } from 'knex';
import { comparePositions, EventStore, Position, RecordedEvent } from '@bo/event-store';
import { applyBatch, CheckpointMovedError, ProjectionProgress } from './apply-batch';
import { DEFAULT_BATCH_SIZE } from './catch-up';
import { Checkpoint, readCheckpoint } from './checkpoints';
import { analyzeTables } from './analyze-tables';
import { createDeferredIndexes } from './deferred-indexes';
import { EventFeed, PageSource } from './event-feed';
import { NewerReadModelError } from './newer-read-model';
import { Projection } from './projection';
import { ProjectionLock } from './projection-lock';
import { SharedCheckpointLooks, STORED_CHECK_MS } from './shared-checkpoint-looks';
import { SharedCommits } from './shared-commits';
import { LIVE_SCHEMA } from './sql';
import { nextStamp, WakeSignal } from './wake-signal';

/** Longest time a checkpoint moved only by skipped events stays unwritten under constant load. */
const MAX_UNPERSISTED_MS = 1000;
/** Re-reads (ms) while the store holds events back behind a transaction that may still commit; then the last. */
const QUICK_RETRIES = [5, 20, 60];
/** No event read for this long: the runner is idle (writes a skipped checkpoint, looks at the stored one). */
const QUIET_MS = 100;

export interface ProjectionRunnerOptions {
  knex: Knex;
  store: EventStore;
  /** Where $all is read (by default the store; a host shares one SharedReads among its runners). */
  reads?: PageSource;
  /** Where batches are committed (by default alone; a host shares one SharedCommits among its runners). */
  commits?: SharedCommits;
  /** Where the idle runner looks at its stored checkpoint (by default alone; a host shares one). */
  looks?: SharedCheckpointLooks;
  projection: Projection;
  schema?: string;
  batchSize?: number;
  /** Fallback read when no notification came (ms). */
  pollIntervalMs?: number;
  /** Events applied in one catch-up after which the tables' statistics are refreshed once it ends (50,000). */
  analyzeAfterEvents?: number;
  /** How often to try the lock while another process holds it (ms). */
  lockRetryMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Keeps one projection of one schema up to date: holds the projection's lock, reads a batch after
 * the checkpoint, applies it and moves the checkpoint in one transaction, and again. Woken by the
 * event store's notifications (and `wake()`), with a fallback poll.
 */
export class ProjectionRunner {
  readonly name: string;
  readonly schema: string;
  private readonly signal = new WakeSignal();
  private readonly listeners = new Set<(progress: ProjectionProgress) => void>();
  private readonly lock: ProjectionLock;
  private readonly feed: EventFeed;
  private readonly looks: SharedCheckpointLooks;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly lockRetryMs: number;
  private readonly analyzeAfterEvents: number;
  private readonly log: (message: string, error?: unknown) => void;
  private running: Promise<void> | null = null;
  private stopping = false;
  private unsubscribe: (() => void) | null = null;
  private lastPosition: Position | null = null;
  private newer: NewerReadModelError | null = null;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.name = options.projection.name;
    this.schema = options.schema ?? LIVE_SCHEMA;
    this.lock = new ProjectionLock(options.knex, this.schema, this.name);
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.feed = new EventFeed(options.reads ?? options.store, this.batchSize);
    this.looks = options.looks ?? new SharedCheckpointLooks(options.knex, this.schema);
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.lockRetryMs = options.lockRetryMs ?? 1000;
    this.analyzeAfterEvents = options.analyzeAfterEvents ?? 50_000;
    this.log = options.log ?? ((message, error) => console.error(`[proyecciones] ${message}`, error ?? ''));
  }

  /** The checkpoint this runner last committed (null before its first batch). */
  get position(): Position | null {
    return this.lastPosition;
  }

  /** Set when this runner stopped because another process upgraded its read model (see NewerReadModelError). */
  get stoppedByNewerVersion(): NewerReadModelError | null {
    return this.newer;
  }

  get holdsLock(): boolean {
    return this.lock.held;
  }

  start(): void {
    if (this.running || this.newer) return;
    this.stopping = false;
    this.unsubscribe = this.options.store.onAppended(() => this.signal.wake());
    this.running = this.loop();
  }

  /** Lets the current batch finish, then releases the lock. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.signal.wake();
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.running;
    this.running = null;
  }

  /** New events may be readable (a notification, or another runner committed). */
  wake(): void {
    this.signal.wake();
  }

  /** Called after every commit, in this process, before any NOTIFY listener hears of it. */
  onProgress(listener: (progress: ProjectionProgress) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        if (!(await this.lock.tryAcquire())) {
          await this.signal.sleep(this.lockRetryMs);
          continue;
        }
        await this.followWhileLocked();
      } catch (error) {
        if (this.stopping) break;
        if (error instanceof NewerReadModelError) {
          this.newer = error;
          this.log(error.message);
          break;
        }
        this.log(`${this.schema}.${this.name}: se reintenta tras un error`, error);
        this.feed.reset();
        await this.lock.release();
        await this.signal.sleep(this.lockRetryMs);
      }
    }
    await this.lock.release();
  }

  /**
   * `position` is where this runner has read and applied up to; `persisted` is the checkpoint row.
   * They differ only after batches with nothing for this projection (no transaction needed): the
   * next applied batch is checked against `persisted`, and the row catches up when the runner idles.
   * A crash in between only makes it read those irrelevant events again.
   */
  private async followWhileLocked(): Promise<void> {
    const { knex, projection } = this.options;
    let persisted = await this.storedPosition();
    let persistedAt = Date.now();
    /** When this runner last wrote or read its checkpoint (a `nextStamp`): a shared look must be newer. */
    let writtenAt = nextStamp();
    let position = persisted;
    /** The checkpoint row is at `at`, as this runner just wrote or read it. */
    const settle = (at: Position) => {
      persisted = position = at;
      persistedAt = Date.now();
      writtenAt = nextStamp();
    };
    let quickRetries = 0;
    let eventsAt = 0;
    let deferredIndexesChecked = false;
    let storedCheckedAt = Date.now();
    /** Events applied since the last time this runner was caught up. */
    let catchingUp = 0;
    while (!this.stopping && this.lock.held) {
      const { events: batch, heldBack } = await this.feed.next(position, { wokenAt: this.signal.wokenAt });
      if (batch.length > 0) {
        eventsAt = Date.now();
        try {
          if (this.concerns(batch)) {
            settle(
              this.options.commits
                ? await this.options.commits.apply(this.schema, projection, persisted, batch)
                : await applyBatch(knex, this.schema, projection, persisted, batch),
            );
            catchingUp += batch.length;
          } else {
            position = batch[batch.length - 1].position;
          }
        } catch (error) {
          if (!(error instanceof CheckpointMovedError)) throw error;
          // A rebuild reset it (or a runner that lost its lock moved it): carry on from where it is now.
          this.feed.reset();
          settle(await this.storedPosition());
          deferredIndexesChecked = false;
          continue;
        }
        this.announce(position);
      }
      if (batch.length === this.batchSize) continue;
      // Caught up (for now). A checkpoint moved only by skipped events is written once it is idle.
      // Idle: nothing new for a while (between two sales there is no time to write it).
      const idle = batch.length === 0 && Date.now() - eventsAt >= QUIET_MS;
      if ((idle || Date.now() - persistedAt > MAX_UNPERSISTED_MS) && comparePositions(persisted, position) !== 0) {
        settle(await this.persist(persisted, position));
      }
      if (catchingUp >= this.analyzeAfterEvents && !this.stopping) {
        await analyzeTables(knex, this.schema, projection).catch((error: unknown) =>
          this.log(`${this.schema}.${this.name}: no se pudieron actualizar las estadísticas`, error),
        );
      }
      catchingUp = 0;
      if (!deferredIndexesChecked && !this.stopping) {
        deferredIndexesChecked = true;
        // They only speed up screens: failing to build them must not stop the projection.
        await createDeferredIndexes(knex, this.schema, projection).catch((error: unknown) =>
          this.log(`${this.schema}.${this.name}: no se pudieron crear los índices diferidos`, error),
        );
      }
      // A wake that came while applying is kept, so this returns at once when more is waiting.
      if (idle && Date.now() - storedCheckedAt >= STORED_CHECK_MS) {
        // Idle: a rebuild in another process may have reset the checkpoint under this runner
        // (looked at once a second at most: between two sales every runner goes idle).
        storedCheckedAt = Date.now();
        const stored = this.checked(await this.looks.look(this.name, writtenAt));
        if (comparePositions(stored, persisted) !== 0) {
          this.feed.reset();
          settle(stored);
          continue;
        }
      }
      quickRetries = await this.idle(heldBack, batch.length > 0 ? 0 : quickRetries);
    }
  }

  private concerns(batch: RecordedEvent[]): boolean {
    const handles = this.options.projection.handles;
    return !handles || batch.some((event) => handles.includes(event.type));
  }

  private announce(position: Position): void {
    this.lastPosition = position;
    const progress: ProjectionProgress = { schema: this.schema, name: this.name, position };
    this.listeners.forEach((listener) => listener(progress));
  }

  /** Writes a checkpoint that only skipped events moved (compare-and-set against `from`). */
  private async persist(from: Position, to: Position): Promise<Position> {
    try {
      return await applyBatch(this.options.knex, this.schema, this.options.projection, from, [], to);
    } catch (error) {
      if (!(error instanceof CheckpointMovedError)) throw error;
      this.feed.reset();
      return this.storedPosition();
    }
  }

  private async storedPosition(): Promise<Position> {
    return this.checked(await readCheckpoint(this.options.knex, this.schema, this.name));
  }

  private checked(stored: Checkpoint | null): Position {
    if (!stored) throw new Error(`La proyección ${this.name} no está migrada en ${this.schema}`);
    if (stored.version > this.options.projection.version)
      throw new NewerReadModelError(this.schema, this.name, stored.version, this.options.projection.version);
    if (stored.version !== this.options.projection.version) {
      throw new Error(
        `${this.schema}.${this.name} está en la versión ${stored.version} y este código es la ${this.options.projection.version}`,
      );
    }
    return stored.position;
  }

  /**
   * Waits for new events: until woken (or the fallback poll) when the last read saw everything
   * committed. While the store holds committed events back behind an older transaction still
   * open, it reads again soon, and keeps looking at the last quick pace until that transaction
   * ends: one that appends nothing, or a crashed appender, wakes nobody when it does.
   * Returns the quick re-reads done.
   */
  private async idle(heldBack: boolean, quickRetries: number): Promise<number> {
    const step = Math.min(quickRetries, QUICK_RETRIES.length - 1);
    const woken = await this.signal.sleep(heldBack ? QUICK_RETRIES[step] : this.pollIntervalMs);
    return woken || !heldBack ? 0 : step + 1;
  }
}
