import { Knex } from 'knex';
import { Client } from 'pg';
import { comparePositions, Position, START } from '@bo/event-store';
import { PROGRESS_CHANNEL, ProjectionProgress } from './apply-batch';
import { readCheckpoints } from './checkpoints';
import { openDedicatedConnection } from './dedicated-connection';

interface Waiter {
  target: Position;
  /** The projections waited for (all of the watcher's when absent). */
  names?: readonly string[];
  resolve(reached: boolean): void;
}

/**
 * Knows how far each projection of a schema has got and answers "have they all passed this
 * position?". Learns it from runners in this process (`advance`, no delay), from NOTIFY
 * projection_progress (runners in other processes) and, as a fallback, from the checkpoint table.
 * It keeps the furthest position seen: while a rebuild replays a projection, waits do not hold
 * commands up (the read model is incomplete until the replay ends anyway).
 */
export class ProgressWatcher {
  private readonly known = new Map<string, Position>();
  private readonly waiters = new Set<Waiter>();
  private readonly listeners = new Set<(progress: ProjectionProgress) => void>();
  private connection: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(
    private readonly knex: Knex,
    private readonly schema: string,
    private readonly names: string[],
    private readonly pollIntervalMs = 250,
    /** The runners live in this process and report every commit at once: no read needed per wait. */
    private readonly localRunners = false,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    await this.refresh();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.stopPolling();
    this.waiters.forEach((waiter) => waiter.resolve(false));
    this.waiters.clear();
    const connection = this.connection;
    this.connection = null;
    if (connection) await connection.end().catch(() => undefined);
  }

  /** Progress of any projection of this schema, from this process or another. */
  onProgress(listener: (progress: ProjectionProgress) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  positions(): Record<string, Position> {
    return Object.fromEntries(this.names.map((name) => [name, this.known.get(name) ?? START]));
  }

  advance(progress: ProjectionProgress): void {
    if (progress.schema !== this.schema || !this.names.includes(progress.name)) return;
    const current = this.known.get(progress.name);
    if (!current || comparePositions(progress.position, current) > 0) this.known.set(progress.name, progress.position);
    this.listeners.forEach((listener) => listener(progress));
    this.settle();
  }

  /**
   * True as soon as every projection's checkpoint (or those `names`) is at or after `target`; false
   * after `timeoutMs` (Infinity: no time limit).
   */
  async waitFor(target: Position, timeoutMs: number, names?: readonly string[]): Promise<boolean> {
    if (this.reached(target, names)) return true;
    return new Promise<boolean>((resolve) => {
      const timer = Number.isFinite(timeoutMs) ? setTimeout(() => waiter.resolve(false), timeoutMs) : undefined;
      const waiter: Waiter = {
        target,
        names,
        resolve: (reached) => {
          clearTimeout(timer);
          if (!this.waiters.delete(waiter)) return;
          if (this.waiters.size === 0) this.stopPolling();
          resolve(reached);
        },
      };
      this.waiters.add(waiter);
      this.startPolling();
      // The runners may be in another process whose notification came before this watcher listened.
      if (!this.localRunners) void this.refresh();
    });
  }

  private reached(target: Position, names: readonly string[] = this.names): boolean {
    return names.every((name) => comparePositions(this.known.get(name) ?? START, target) >= 0);
  }

  private settle(): void {
    for (const waiter of [...this.waiters]) if (this.reached(waiter.target, waiter.names)) waiter.resolve(true);
  }

  /** Reads the checkpoint table (the truth when notifications were missed). */
  private async refresh(): Promise<void> {
    try {
      for (const checkpoint of await readCheckpoints(this.knex, this.schema)) {
        this.advance({ schema: this.schema, name: checkpoint.name, position: checkpoint.position });
      }
    } catch {
      // The next poll or notification will tell.
    }
  }

  private startPolling(): void {
    if (this.pollTimer || this.stopped) return;
    this.pollTimer = setInterval(() => void this.refresh(), this.pollIntervalMs);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private async listen(): Promise<void> {
    try {
      const connection = await openDedicatedConnection(this.knex);
      connection.on('notification', (message) => this.onNotification(message.payload));
      const lost = (): void => {
        if (this.connection !== connection) return;
        this.connection = null;
        this.scheduleReconnect();
      };
      connection.on('error', lost);
      connection.on('end', lost);
      await connection.query(`listen ${PROGRESS_CHANNEL}`);
      if (this.stopped) {
        await connection.end();
        return;
      }
      this.connection = connection;
      await this.refresh();
    } catch {
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, 1000);
  }

  private onNotification(payload: string | undefined): void {
    if (!payload) return;
    try {
      this.advance(JSON.parse(payload) as ProjectionProgress);
    } catch {
      // Not ours.
    }
  }
}
