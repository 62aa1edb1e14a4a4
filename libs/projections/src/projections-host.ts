import { Knex } from 'knex';
import { EventStore, Position } from '@bo/event-store';
import { readCheckpoints } from './checkpoints';
import { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { ProgressWatcher } from './progress-watcher';
import { SharedCommits } from './shared-commits';
import { SharedCheckpointLooks } from './shared-checkpoint-looks';
import { SharedReads } from './shared-reads';
import { LIVE_SCHEMA } from './sql';

export interface ProjectionsHostOptions {
  knex: Knex;
  store: EventStore;
  projections: Projection[];
  schema?: string;
  /** false: this process only waits for positions; the runners live in another process. */
  runRunners?: boolean;
  batchSize?: number;
  pollIntervalMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * What the API holds: one runner per projection, and `waitFor(position)` so a command's answer
 * can wait until every read model shows what it wrote (read-your-writes).
 */
export class ProjectionsHost {
  readonly runners: ProjectionRunner[];
  private readonly watcher: ProgressWatcher;
  private readonly disposers: (() => void)[] = [];
  private readonly knex: Knex;
  private readonly schema: string;
  private readonly versions: Map<string, number>;
  /** Each projection's event types; null for one that reads every event. */
  private readonly handled: Map<string, ReadonlySet<string> | null>;

  constructor(options: ProjectionsHostOptions) {
    const schema = options.schema ?? LIVE_SCHEMA;
    this.knex = options.knex;
    this.schema = schema;
    this.versions = new Map(options.projections.map((projection) => [projection.name, projection.version]));
    this.handled = new Map(
      options.projections.map((projection) => [
        projection.name,
        projection.handles ? new Set(projection.handles) : null,
      ]),
    );
    const names = options.projections.map((projection) => projection.name);
    this.watcher = new ProgressWatcher(options.knex, schema, names, undefined, options.runRunners !== false);
    const reads = new SharedReads(options.store);
    const commits = new SharedCommits(options.knex);
    const looks = new SharedCheckpointLooks(options.knex, schema);
    this.runners =
      options.runRunners === false
        ? []
        : options.projections.map(
            (projection) =>
              new ProjectionRunner({
                knex: options.knex,
                store: options.store,
                reads,
                commits,
                looks,
                projection,
                schema,
                batchSize: options.batchSize,
                pollIntervalMs: options.pollIntervalMs,
                log: options.log,
              }),
          );
  }

  async start(): Promise<void> {
    await this.watcher.start();
    for (const runner of this.runners) {
      this.disposers.push(runner.onProgress((progress) => this.watcher.advance(progress)));
    }
    this.runners.forEach((runner) => runner.start());
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
    this.disposers.splice(0).forEach((dispose) => dispose());
    await this.watcher.stop();
  }

  /**
   * True as soon as every projection (or those `names`) has passed `position`; false after
   * `timeoutMs` (Infinity: no time limit).
   */
  waitFor(position: Position, timeoutMs: number, names?: readonly string[]): Promise<boolean> {
    return this.watcher.waitFor(position, timeoutMs, names);
  }

  /**
   * The projections whose read models events of `types` change: those that handle any of them, and
   * those that read every event. A command's answer waits for these alone; the others show nothing
   * of it. Their runners, with nothing to write, move their checkpoints only once idle (up to a
   * poll later), and a process whose runners live elsewhere would wait for that.
   */
  concernedBy(types: Iterable<string>): string[] {
    const asked = [...new Set(types)];
    return [...this.handled]
      .filter(([, handles]) => handles === null || asked.some((type) => handles.has(type)))
      .map(([name]) => name);
  }

  /**
   * The projections whose runner stopped because another process upgraded their read model to a
   * newer version than this code's: while any is listed this process serves tables it does not
   * understand, and readiness should fail.
   */
  outdatedProjections(): string[] {
    return this.runners.filter((runner) => runner.stoppedByNewerVersion).map((runner) => runner.name);
  }

  /** False once a read model moved to a newer version under this process (see outdatedProjections). */
  get canServe(): boolean {
    return this.outdatedProjections().length === 0;
  }

  /**
   * The projections whose stored checkpoint is of a newer version than this code's, read now: what
   * readiness asks in a process whose runners live elsewhere (`runRunners: false`), where no runner
   * of its own can stop.
   */
  async newerReadModels(): Promise<string[]> {
    const stored = await readCheckpoints(this.knex, this.schema);
    return stored
      .filter((checkpoint) => checkpoint.version > (this.versions.get(checkpoint.name) ?? Infinity))
      .map((checkpoint) => checkpoint.name);
  }

  /** The last known checkpoint of each projection. */
  positions(): Record<string, Position> {
    return this.watcher.positions();
  }
}
