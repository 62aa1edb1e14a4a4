/** Why this file exists: a deposit transfer as the server answers it (docs/api.md, Deposit transfers), typed once for the screens. */
import type { Identifier } from 'react-admin';

export type TransferState = 'prepared' | 'in_transit' | 'completed' | 'cancelled';

/** Someone who did a step: created (emitter), sent or received it. */
export interface TransferPerson {
  id: Identifier;
  name: string;
}

/** A row of GET /api/transfers. */
export interface Transfer {
  id: Identifier;
  /** The source deposit. */
  deposit_id: Identifier;
  deposit: { id: Identifier; name: string | null };
  state: TransferState;
  comentary: string | null;
  date: string;
  created_at: string;
  sent_at: string | null;
  received_at: string | null;
  cancelled_at: string | null;
  emitter: TransferPerson | null;
  sender: TransferPerson | null;
  receiver: TransferPerson | null;
  quantity: number;
  lines_count: number;
  /** The deposits its lines go to, each once, by name. */
  destinations?: { id: Identifier; name: string | null }[];
}

/** One line: a product, its units and the deposit they go to. */
export interface TransferLine {
  id: Identifier;
  product: { id: Identifier; code: string | null; name: string | null };
  deposit: { id: Identifier; name: string | null };
  quantity: number;
}

/** GET /api/transfers/{id} and the answer of every command: the row with its lines. */
export interface TransferDetail extends Transfer {
  lines: TransferLine[];
}
