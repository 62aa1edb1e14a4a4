import { Knex } from 'knex';
import { Client } from 'pg';
import { openDedicatedConnection } from './dedicated-connection';
import { LOCK_NAMESPACE_SQL } from './sql';

/**
 * "Only one runner per projection and schema", across processes: a session advisory lock held on a
 * connection of its own. If that connection dies the lock is gone and `held` turns false.
 */
export class ProjectionLock {
  private connection: Client | null = null;
  private isHeld = false;

  constructor(
    private readonly knex: Knex,
    private readonly schema: string,
    private readonly name: string,
  ) {}

  get held(): boolean {
    return this.isHeld;
  }

  /** True when this lock is now held (or already was). Never waits for another holder. */
  async tryAcquire(): Promise<boolean> {
    if (this.isHeld) return true;
    const connection = this.connection ?? (await this.open());
    const result = await connection.query(`select pg_try_advisory_lock(${LOCK_NAMESPACE_SQL}, hashtext($1)) as ok`, [
      `${this.schema}.${this.name}`,
    ]);
    this.isHeld = result.rows[0].ok === true;
    return this.isHeld;
  }

  /** Closing the session releases the lock. */
  async release(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.isHeld = false;
    if (connection) await connection.end().catch(() => undefined);
  }

  private async open(): Promise<Client> {
    const connection = await openDedicatedConnection(this.knex);
    const lost = (): void => {
      if (this.connection !== connection) return;
      this.connection = null;
      this.isHeld = false;
    };
    connection.on('error', lost);
    connection.on('end', lost);
    this.connection = connection;
    return connection;
  }
}
