import { Injectable } from '@nestjs/common';
import type { Response } from 'express';

/** How an armed request loses its answer: its connection closes, or the whole process is killed. */
export type LostAnswer = 'close' | 'kill';

/**
 * A fault only tests arm (test/http/idempotency.e2e.ts, idempotency-killed.e2e.ts): the request
 * with an armed `Idempotency-Key` loses its answer right after its events are stored, as if the
 * process died there: its connection is closed and the request never finishes (its key's claim is
 * never answered), or the process is killed (SIGKILL) on the spot. Nothing arms it outside tests,
 * so in production it does nothing.
 */
@Injectable()
export class LostAnswerFault {
  private readonly armed = new Map<string, LostAnswer>();

  arm(key: string, how: LostAnswer = 'close'): void {
    this.armed.set(key, how);
  }

  /** What to do once a request with `key` has stored an append: nothing, unless the key was armed. */
  afterStored(key: string, response: Response): () => Promise<void> {
    return async () => {
      const how = this.armed.get(key);
      if (!how) return;
      this.armed.delete(key);
      if (how === 'kill') process.kill(process.pid, 'SIGKILL');
      response.socket?.destroy();
      await new Promise<never>(() => undefined);
    };
  }
}
