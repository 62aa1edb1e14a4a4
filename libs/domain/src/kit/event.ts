/** Who did it, why, and when: carried by every command and copied onto its events. */
export interface EventMetadata {
  user_id: string | null;
  correlation_id: string;
  causation_id: string | null;
  idempotency_key: string | null;
  /** ISO-8601 instant. */
  at: string;
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
