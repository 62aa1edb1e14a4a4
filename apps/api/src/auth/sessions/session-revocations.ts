/**
 * Why: each process keeps the sessions it found for a few seconds (SessionStore), and several
 * processes share one database; a session signed out, or a user deleted or changed, on one process
 * must be refused (or read again) on every other at once. PostgreSQL's LISTEN/NOTIFY tells every
 * process: each listens on one connection of its own, and while that connection is down the
 * cache is off (every request asks the database) until it listens again.
 */
import { Logger } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { Client, Pool } from 'pg';

export const REVOCATIONS_CHANNEL = 'bo_sessions_revoked';
/** How long an announcement waits to be heard back on this process's own connection. */
const ECHO_WAIT_MS = 1000;
const RECONNECT_MS = 1000;

/** 'session:<id>' (one session ended), 'user:<id>' (a user's sessions to read again), 'all'. */
export type Revocation = `session:${string}` | `user:${string}` | 'all';

export class SessionRevocations {
  private readonly logger = new Logger('Sesiones');
  private client: Client | null = null;
  private closed = false;
  private reconnect: NodeJS.Timeout | null = null;
  private readonly echoes = new Map<string, () => void>();
  /** True while this process hears every announcement: only then may sessions be cached. */
  listening = false;
  /**
   * Moves at every announcement heard and every loss of the connection: a session read before it
   * moved is not cached (it may have ended meanwhile).
   */
  epoch = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly pool: Pool,
    private readonly heard: (revocation: Revocation) => void,
  ) {}

  /** Listens; a first failure is logged and retried (the cache stays off meanwhile). */
  async start(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'bo-session-revocations' });
    this.client = client;
    client.on('notification', (message) => this.onNotice(message.payload ?? ''));
    client.on('error', (error) => this.down(client, error));
    client.on('end', () => this.down(client));
    try {
      await client.connect();
      await client.query(`listen ${REVOCATIONS_CHANNEL}`);
      // Whatever ended while it was not listening is unknown: everything is read again.
      this.changed('all');
      this.listening = true;
    } catch (error) {
      this.down(client, error as Error);
    }
  }

  /**
   * Tells every process (this one too), then waits until this process's own connection hears it,
   * so the other processes, told by the same commit, have heard it too by the time it answers.
   */
  async announce(revocation: Revocation): Promise<void> {
    const token = randomUUID();
    const heard = this.listening
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(() => finish(), ECHO_WAIT_MS);
          const finish = () => {
            clearTimeout(timer);
            this.echoes.delete(token);
            resolve();
          };
          this.echoes.set(token, finish);
        })
      : Promise.resolve();
    this.changed(revocation);
    await this.pool.query('select pg_notify($1, $2)', [REVOCATIONS_CHANNEL, `${revocation}|${token}`]);
    await heard;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.reconnect) clearTimeout(this.reconnect);
    for (const done of [...this.echoes.values()]) done();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private onNotice(payload: string): void {
    const [revocation, token] = payload.split('|');
    this.changed(revocation as Revocation);
    this.echoes.get(token)?.();
  }

  private changed(revocation: Revocation): void {
    this.epoch += 1;
    this.heard(revocation);
  }

  private down(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.changed('all');
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn(`Sin aviso de sesiones cerradas${error ? ` (${error.message})` : ''}; se reintenta`);
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      void this.start();
    }, RECONNECT_MS);
    this.reconnect.unref();
  }
}
