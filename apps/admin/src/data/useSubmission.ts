/**
 * A double click never records twice (issue 10, item 8). Every form that writes submits through
 * this hook: a second submission while one is in flight is not sent (it waits for the first's
 * answer), `submitting` disables the button meanwhile, and each write carries an
 * `Idempotency-Key` kept while the form is open, so a retry of a submission whose answer was lost
 * gets the stored answer instead of recording again. The key is renewed once the server accepted
 * a write with it (a sale form that creates the client first then sends the sale with a new key).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { WriteMeta } from './dataProvider';

/** The `meta` of the next write of the submission (its key, and the renewal once accepted). */
export type SubmissionKey = () => WriteMeta;

export interface Submission {
  /**
   * Runs `send` with the form's key. While a submission is in flight, another one is not sent:
   * it gets the first one's promise.
   */
  submit<T>(send: (key: SubmissionKey) => Promise<T>): Promise<T>;
  /** True from the click until the answer: the submit button is disabled. */
  submitting: boolean;
}

/** 128 random bits in hex; `crypto.getRandomValues` also works where `randomUUID` does not (plain HTTP). */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export const useSubmission = (): Submission => {
  const key = useRef<string | null>(null);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const keyOf = useCallback<SubmissionKey>(() => {
    key.current ??= newIdempotencyKey();
    const sent = key.current;
    return {
      idempotencyKey: sent,
      accepted: () => {
        if (key.current === sent) key.current = null;
      },
    };
  }, []);

  const submit = useCallback(
    <T>(send: (key: SubmissionKey) => Promise<T>): Promise<T> => {
      if (inFlight.current) return inFlight.current as Promise<T>;
      setSubmitting(true);
      const running = (async () => {
        try {
          return await send(keyOf);
        } finally {
          inFlight.current = null;
          setSubmitting(false);
        }
      })();
      inFlight.current = running;
      return running;
    },
    [keyOf],
  );

  return useMemo(() => ({ submit, submitting }), [submit, submitting]);
};
