/**
 * What the admin knows of the audit's answers (issue 32; shapes agreed in the common brief and
 * /work/shared/API.md): the chain's state, a verification job, the digests, the closings and the
 * books as of an instant. Positions are strings (PostgreSQL's `global_position`).
 */
export interface Seal {
  position: string;
  hash: string;
  at?: string;
}

/** Why verify stopped at a position: the server's word; the screen says it in Spanish (reasons.ts). */
export type BadReason = 'altered' | 'missing' | 'inserted' | 'reordered' | 'digest';

export interface VerifyResult {
  ok: boolean;
  checked: number;
  head: Seal | null;
  first_bad?: { position: string; reason: BadReason | string };
}

export interface Person {
  id: string | number;
  name: string;
}

/** GET /api/audit/verifications/{id}, and the chain's `last_verify`. */
export interface Verification {
  id: string;
  state: 'active' | 'completed' | 'failed';
  progress: number;
  checked: number;
  total: number;
  result?: VerifyResult | null;
  /** The digest it was checked against, when one was given. */
  digest?: Pick<Seal, 'position' | 'hash'> | null;
  error?: string | null;
  user?: Person | null;
  started_at?: string;
  finished_at?: string | null;
}

/** GET /api/audit/chain. */
export interface ChainState {
  head: (Seal & { at: string }) | null;
  sealed: number;
  events: number;
  last_verify: Verification | null;
}

/** A row of GET /api/audit/digests. */
export interface Digest {
  id: string;
  kind: 'day' | 'closing';
  date: string;
  position: string;
  hash: string;
  events: number;
}

/** A row of GET /api/audit/closings. */
export interface Closing {
  id: string;
  until: string;
  note: string | null;
  position: string;
  hash: string;
  user: Person | null;
  at: string;
}

/** GET /api/audit/books?as_of=… (decimal strings for money and quantities). */
export interface Books {
  as_of: string;
  clients: Array<{ id: string | number; name: string; balance: string | number }>;
  providers: Array<{ id: string | number; name: string; balance: string | number }>;
  stock: Array<{
    product_id: string | number;
    code: string;
    name: string;
    deposit_id: string | number;
    deposit_name?: string;
    quantity: string | number;
    cost: string | number;
  }>;
  totals: { receivables: string | number; payables: string | number; stock_cost: string | number };
}
