import { Injectable } from '@nestjs/common';
import type { Response } from 'express';

/**
 * A fault only tests arm (test/http/idempotency.e2e.ts): the request with an armed
 * `Idempotency-Key` loses its answer right after its events are stored, as if the process died
 * there: its connection is closed and the request never finishes (its key's claim is never
 * answered). Nothing arms it outside tests, so in production it does nothing.
 */
@Injectable()
export class LostAnswerFault {
  private readonly armed = new Set<string>();

  arm(key: string): void {
    this.armed.add(key);
  }

  /** What to do once a request with `key` has stored an append: nothing, unless the key was armed. */
  afterStored(key: string, response: Response): () => Promise<void> {
    return async () => {
      if (!this.armed.delete(key)) return;
      response.socket?.destroy();
      await new Promise<never>(() => undefined);
    };
  }
}
