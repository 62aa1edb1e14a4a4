import { Injectable } from '@nestjs/common';
import type { Position } from '@bo/event-store';

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

/**
 * The sealed history as the rest of the server sees it (issue 32, item 1): the chain's head, the
 * seal of a given event, and a wait for the sealer (which runs just behind the appends) to reach one.
 */
@Injectable()
export class AuditChain {
  /** The last sealed event's seal; null while nothing is sealed. */
  async head(): Promise<Seal | null> {
    throw new Error('AuditChain.head: not built yet');
  }

  /** Waits until the sealer has sealed the event at `position` (an append's), and answers its seal. */
  async waitUntilSealed(_position: Position): Promise<Seal> {
    throw new Error('AuditChain.waitUntilSealed: not built yet');
  }

  /** The seals of the events at these positions (`Seal.position`); absent ones are not sealed yet. */
  async sealsAt(_positions: readonly string[]): Promise<Map<string, Seal>> {
    throw new Error('AuditChain.sealsAt: not built yet');
  }
}
