/**
 * A warning said once per interval, however often it happens: when PostgreSQL refuses new
 * connections ('too many clients'), BullMQ's worker fails its poll many times a millisecond and
 * reports each failure. The first is said at once; the ones that follow within `intervalMs` are
 * counted and said with the next one after it.
 */
export function repeatedWarnings(
  warn: (message: string) => void,
  intervalMs: number,
  now: () => number = Date.now,
): (message: string) => void {
  let saidAt = Number.NEGATIVE_INFINITY;
  let unsaid = 0;
  return (message) => {
    if (now() - saidAt < intervalMs) {
      unsaid += 1;
      return;
    }
    warn(unsaid > 0 ? `${message} (y ${unsaid} más desde el aviso anterior)` : message);
    saidAt = now();
    unsaid = 0;
  };
}
