/**
 * One read for the gauges of one scrape: prom-client collects every gauge at once, and the
 * checkpoint, lag and head gauges (or the jobs and workers gauges) all come from the same query.
 * Calls within `ttlMs` of the first share its promise.
 */
export function sharedRead<T>(read: () => Promise<T>, ttlMs = 1000): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || Date.now() - last.at > ttlMs) last = { at: Date.now(), value: read() };
    return last.value;
  };
}
