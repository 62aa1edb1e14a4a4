/**
 * Marks a write whose effects are all appended to the event store and whose every success appends
 * (a sale, a payment, a rate, an inventory entry). Its Idempotency-Key is then claimed by the append
 * alone, without a row claimed before the handler runs (IdempotencyInterceptor): the append's guard
 * on the key's stream ('no_stream') already refuses a second run whole. Issue 35: it saves a sale a
 * committed round trip. A route with effects outside the event store (files, sessions, reports), or
 * one that may succeed without appending, must not carry it.
 */
import { SetMetadata } from '@nestjs/common';

export const KEY_CLAIMED_BY_APPEND = 'idempotency:claimed-by-append';

export const KeyClaimedByAppend = () => SetMetadata(KEY_CLAIMED_BY_APPEND, true);
