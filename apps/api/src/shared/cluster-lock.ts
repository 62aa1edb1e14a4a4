/**
 * A few streams are counters every process appends to in turn: the fiscal stream gives each
 * invoice, credit note and withholding voucher its next number. Within one process KeyedLock makes
 * their commands take turns; across processes (several machines on one database) two commands
 * built on the same version collide, and the loser's retries can lose again each time the other
 * process issues its next one (CI saw a 409 after five losses, 30 invoices through two processes).
 * This takes such a stream's turn across processes too: a PostgreSQL advisory lock, in a
 * transaction held while the command builds and appends, granted in the order asked and released
 * on commit, on an error or with the connection of a process that died. The retry on a conflict
 * stays (an append made outside the turn still fails its expected version).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { FISCAL_STREAM } from '@bo/domain';
import { KNEX } from '../infrastructure/database/tokens';
import { ConcurrencyConflictError } from './concurrency-conflict.error';

/** The streams whose commands take turns across processes. */
export const CLUSTER_SERIAL_STREAMS: ReadonlySet<string> = new Set([FISCAL_STREAM]);

/** How long a command waits for another process's turn before it is refused (409, try again). */
const TURN_TIMEOUT_MS = 15000;

/** PostgreSQL's lock_not_available: the turn was not given within the timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

@Injectable()
export class ClusterLock {
  /** How long a command waits for its turn (a spec shortens it). */
  turnTimeoutMs = TURN_TIMEOUT_MS;

  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  /** Runs `work` holding the turn of each of `streams` that is serial across processes. */
  async around<T>(streams: readonly string[], work: () => Promise<T>): Promise<T> {
    const serial = [...new Set(streams.filter((stream) => CLUSTER_SERIAL_STREAMS.has(stream)))].sort();
    if (serial.length === 0) return work();
    try {
      return await this.knex.transaction(async (trx) => {
        await trx.raw(`select set_config('lock_timeout', ?, true)`, [`${this.turnTimeoutMs}ms`]);
        for (const stream of serial)
          await trx.raw(`select pg_advisory_xact_lock(hashtext(?))`, [`stream-turn:${stream}`]);
        return work();
      });
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) throw new ConcurrencyConflictError();
      throw error;
    }
  }
}
