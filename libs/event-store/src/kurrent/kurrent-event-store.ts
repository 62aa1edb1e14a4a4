import {
  AllStreamSubscription,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
} from '@kurrent/kurrentdb-client';
import {
  AllPage,
  AppendResult,
  comparePositions,
  EventStore,
  Position,
  RecordedEvent,
  StreamAppend,
  StreamRead,
} from '../port';
import {
  fromPosition,
  toEventData,
  toKurrentPosition,
  toRecorded,
  toStreamState,
  toVersion,
  translateError,
} from './kurrent-mapping';

/** gRPC status UNIMPLEMENTED: the server predates the call. */
const UNIMPLEMENTED = 12;

/**
 * The KurrentDB adapter (`KURRENTDB_URL`), for deployments that outgrow one PostgreSQL.
 *
 * - One stream: `appendToStream` with its expected state.
 * - Several streams: `multiStreamAppend`, atomic on the server, which needs KurrentDB 25.1 or
 *   later. An older server refuses it (an error, never a non-atomic fallback).
 * - Position = { commit: commitPosition, position: preparePosition }; $all in commit order,
 *   without system events ($-prefixed types).
 * - onAppended: one subscription to $all from its end, opened with the first listener.
 */
export class KurrentEventStore implements EventStore {
  private subscription: AllStreamSubscription | null = null;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly client: KurrentDBClient,
    private readonly ownsClient = false,
  ) {}

  static fromConnectionString(url: string): KurrentEventStore {
    return new KurrentEventStore(KurrentDBClient.connectionString(url), true);
  }

  async append(appends: StreamAppend[]): Promise<AppendResult> {
    if (appends.length === 0) throw new Error('Nada que agregar');
    for (const append of appends) {
      if (append.events.length === 0) throw new Error(`Sin eventos para ${append.streamId}`);
    }
    try {
      return appends.length === 1 ? await this.appendOne(appends[0]) : await this.appendMany(appends);
    } catch (error) {
      if ((error as { code?: number }).code === UNIMPLEMENTED && appends.length > 1) {
        throw new Error('Agregar a varios flujos de forma atómica requiere KurrentDB 25.1 o posterior');
      }
      throw translateError(error, appends);
    }
  }

  private async appendOne(append: StreamAppend): Promise<AppendResult> {
    const result = await this.client.appendToStream(append.streamId, append.events.map(toEventData), {
      streamState: toStreamState(append.expectedVersion),
    });
    const version = toVersion(result.nextExpectedRevision);
    const position = result.position ? fromPosition(result.position) : await this.positionOf(append.streamId, version);
    return { position, versions: [{ streamId: append.streamId, version }] };
  }

  private async appendMany(appends: StreamAppend[]): Promise<AppendResult> {
    const result = await this.client.multiStreamAppend(
      appends.map((append) => ({
        streamName: append.streamId,
        expectedState: toStreamState(append.expectedVersion),
        events: append.events.map(toEventData),
      })),
    );
    const versions = appends.map((append, i) => {
      const response =
        result.responses[i]?.streamName === append.streamId
          ? result.responses[i]
          : result.responses.find((r) => r.streamName === append.streamId);
      if (!response) throw new Error(`KurrentDB no informó la revisión de ${append.streamId}`);
      return { streamId: append.streamId, version: toVersion(response.revision) };
    });
    // The answer carries one log position; the $all positions of the events are read back.
    const positions = await Promise.all(versions.map((v) => this.positionOf(v.streamId, v.version)));
    return { position: positions.sort(comparePositions)[positions.length - 1], versions };
  }

  /** $all position of the event at `version` of a stream. */
  private async positionOf(streamId: string, version: number): Promise<Position> {
    const events = this.client.readStream(streamId, { fromRevision: BigInt(version - 1), maxCount: 1 });
    for await (const resolved of events) {
      if (resolved.event?.position) return fromPosition(resolved.event.position);
    }
    throw new Error(`No se encontró el evento ${version} de ${streamId}`);
  }

  readStreams(streamIds: readonly string[]): Promise<StreamRead[]> {
    return Promise.all(streamIds.map((streamId) => this.readStream(streamId)));
  }

  async readStream(streamId: string, options: { fromVersion?: number; maxCount?: number } = {}): Promise<StreamRead> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: BigInt(options.fromVersion ?? 0),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) if (resolved.event) events.push(toRecorded(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { version: 0, events: [] };
      throw error;
    }
    const readToEnd = options.maxCount === undefined && events.length > 0;
    const version = readToEnd ? events[events.length - 1].streamPosition : await this.currentVersion(streamId);
    return { version, events };
  }

  private async currentVersion(streamId: string): Promise<number> {
    try {
      const last = this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
      for await (const resolved of last) if (resolved.event) return toVersion(resolved.event.revision);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return 0;
  }

  /** KurrentDB's $all holds nothing back: an event is readable once its commit is. */
  async readAllPage(after: Position, limit: number): Promise<AllPage> {
    const start = after.commit === '0' && after.position === '0';
    const read = this.client.readAll({
      direction: FORWARDS,
      fromPosition: start ? START : toKurrentPosition(after),
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    });
    const events: RecordedEvent[] = [];
    for await (const resolved of read) {
      const event = resolved.event;
      if (!event || event.type.startsWith('$')) continue;
      const recorded = toRecorded(event);
      if (comparePositions(recorded.position, after) <= 0) continue;
      events.push(recorded);
      if (events.length === limit) break;
    }
    return { events, heldBack: false };
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.subscription && !this.closed) this.subscribe();
    return () => this.listeners.delete(listener);
  }

  private subscribe(): void {
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    subscription.on('data', () => this.listeners.forEach((listener) => listener()));
    subscription.on('error', () => {
      if (this.subscription !== subscription) return;
      this.subscription = null;
      setTimeout(() => {
        if (!this.closed && !this.subscription && this.listeners.size > 0) this.subscribe();
      }, 1000).unref();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const subscription = this.subscription;
    this.subscription = null;
    if (subscription) await subscription.unsubscribe().catch(() => undefined);
    if (this.ownsClient) await this.client.dispose();
  }
}
