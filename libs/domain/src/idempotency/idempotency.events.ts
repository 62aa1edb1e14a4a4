import { z } from 'zod';

/**
 * The claim of an `Idempotency-Key`, appended in the same atomic append as the events its request
 * caused (RULES.md, 'Idempotency-Key is bound to its request'): that the request was stored, what
 * it was (its fingerprint) and the ids it was handed, so a retry whose answer was lost can answer
 * the same records without recording them again. Plumbing, not a business fact: no read model
 * shows it.
 */
export const idempotencyEventSchemas = {
  IdempotencyKeyRecorded: z.object({
    /** 'METHOD /path?query sha256(body)': another request with the same key is refused. */
    fingerprint: z.string().min(1),
    /** The ids the request was handed since its previous claim, in the order it was handed them. */
    ids: z.array(z.object({ kind: z.string().min(1), id: z.string().min(1) })),
  }),
} as const;

export type IdempotencyKeyRecorded = {
  type: 'IdempotencyKeyRecorded';
  data: z.infer<typeof idempotencyEventSchemas.IdempotencyKeyRecorded>;
};

/** The stream prefix of the claims; whatever lists events for people skips these streams. */
export const IDEMPOTENCY_STREAM_PREFIX = 'idempotency-';

/** One stream per key and owner; `keyHash` is a hash of the key, so any key text makes a valid stream id. */
export const idempotencyStream = (owner: string, keyHash: string): string =>
  `${IDEMPOTENCY_STREAM_PREFIX}${owner}-${keyHash}`;
