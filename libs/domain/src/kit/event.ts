/** Who did it, why, and when: carried by every command and copied onto its events. */
export interface EventMetadata {
  user_id: string | null;
  correlation_id: string;
  causation_id: string | null;
  idempotency_key: string | null;
  /** ISO-8601 instant. */
  at: string;
  /**
   * The last closing's day ('YYYY-MM-DD') as the server knew it when the command was asked (issue
   * 32, closed periods): deciders refuse what is dated up to it. Not kept on the stored events.
   */
  closed_until?: string | null;
  /**
   * Issue 34, offline point of sale: when a sale was rung up on a device without connection (an
   * ISO-8601 instant); `at` stays the moment it reached the server. Kept on the stored events.
   */
  recorded_at?: string;
}

/** A fact in the past tense. `data` is a versioned, zod-validated payload. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** A command: what a user asks for, with the metadata the decider needs to stay deterministic. */
export interface Command<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: EventMetadata;
}
