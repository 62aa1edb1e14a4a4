/**
 * Why this file exists: a job the server runs in the background (a report, a verify of the sealed
 * chain) is followed the same way wherever a screen shows its progress: asked again every
 * `intervalMs` while it runs, each answer handed on, stopped when it is finished, when the screen
 * goes, or when the server no longer knows it for this user (404/403: `gone` with its message).
 * A failed request (the connection dropped) is simply asked again at the next turn.
 */
import { useEffect, useRef } from 'react';

export interface FollowedJob<J> {
  /** The job's current state, from the server. */
  fetch(id: string): Promise<J>;
  finished(job: J): boolean;
  /** Every answer, finished or not. */
  onStatus(job: J): void;
  /** Once, when it is finished. */
  onFinished?(job: J): void;
  /** The server does not know it (removed, or another user's). */
  gone(message: string): void;
}

/** Follows the job `id` (null: none) every `intervalMs` until it is finished. */
export function useFollowedJob<J>(id: string | null, intervalMs: number, handlers: FollowedJob<J>): void {
  // The latest handlers, without restarting the loop when the caller's closures change.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!id) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const job = await latest.current.fetch(id);
        if (stopped) return;
        latest.current.onStatus(job);
        if (latest.current.finished(job)) {
          latest.current.onFinished?.(job);
          return;
        }
      } catch (error) {
        if (stopped) return;
        const status = (error as { status?: number }).status;
        if (status === 404 || status === 403) {
          latest.current.gone((error as Error).message);
          return;
        }
      }
      timer = setTimeout(poll, intervalMs);
    };
    timer = setTimeout(poll, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, intervalMs]);
}
