/**
 * The sealed history as the rest of the server sees it (issue 32, item 1): the chain's head, the
 * seal of given events, and a wait for the sealer (which runs just behind the appends, maybe in
 * another process) to reach an append: a closing answers with its own event's seal.
 */
import { Inject, Injectable, Optional, ServiceUnavailableException } from '@nestjs/common';
import type { Pool } from 'pg';
import { comparePositions, type Position } from '@bo/event-store';
import { PG_POOL } from '../../infrastructure/database/tokens';
import { Sealer } from './sealer';
import { lastSeal, SealRow, sealsAtPositions } from './seal-rows';

/** One event's seal: the chain's hash at that event (hex SHA-256), where it is and when it was appended. */
export interface Seal {
  /** The event's position in the store, as the histories name it (`global_position` on PostgreSQL). */
  position: string;
  hash: string;
  /** When the event was appended (ISO-8601). */
  at: string;
  /** How many events the chain holds up to and including this one. */
  events: number;
}

export const SEALER = Symbol('SEALER');

/** How long a closing waits for its seal before answering 503 (the sealer is down or far behind). */
const SEAL_WAIT_MS = 30_000;

export function sealView(row: SealRow): Seal {
  return { position: row.position.position, hash: row.seal.toString('hex'), at: row.at.toISOString(), events: row.seq };
}

@Injectable()
export class AuditChain {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    /** This process's sealer, when it runs here: its batches wake a wait at once. */
    @Optional() @Inject(SEALER) private readonly sealer?: Sealer,
  ) {}

  /** The last sealed event's seal; null while nothing is sealed. */
  async head(): Promise<Seal | null> {
    const row = await lastSeal(this.pool);
    return row ? sealView(row) : null;
  }

  /** Where the last sealed event is in the store ($all order), or null. */
  async headPosition(): Promise<Position | null> {
    return (await lastSeal(this.pool))?.position ?? null;
  }

  /**
   * Waits until the sealer has sealed the event at `position` (an append's), and answers its seal;
   * 503 after `timeoutMs` (the sealer is down or far behind).
   */
  async waitUntilSealed(position: Position, timeoutMs = SEAL_WAIT_MS): Promise<Seal> {
    const deadline = Date.now() + timeoutMs;
    let pause = 5;
    for (;;) {
      const [row] = await sealsAtPositions(this.pool, [position.position]);
      if (row) return sealView(row);
      if (Date.now() > deadline)
        throw new ServiceUnavailableException('El sello de la historia no alcanzó esta operación; intente de nuevo');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pause);
        const stop = this.sealer?.onSealed((head) => {
          if (comparePositions(head.position, position) >= 0) done();
        });
        function done(): void {
          clearTimeout(timer);
          stop?.();
          resolve();
        }
      });
      pause = Math.min(pause * 2, 200);
    }
  }

  /** The seals of the events at these positions (`Seal.position`); absent ones are not sealed yet. */
  async sealsAt(positions: readonly string[]): Promise<Map<string, Seal>> {
    const rows = await sealsAtPositions(this.pool, positions);
    return new Map(rows.map((row) => [row.position.position, sealView(row)]));
  }
}
