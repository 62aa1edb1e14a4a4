import { Projection } from '../projection';

/**
 * Several small read models kept by one runner (one connection, one lock, one checkpoint):
 * each part sees only the events it handles. Bumping any part's version rebuilds them all.
 */
export function combineProjections(name: string, parts: Projection[]): Projection {
  // A part that reads every event makes the whole read every event (its runner, and the commands' waits).
  const handles = parts.every((part) => part.handles) ? parts.flatMap((part) => part.handles!) : undefined;
  return {
    name,
    version: parts.reduce((sum, part) => sum + part.version, 0),
    tables: parts.flatMap((part) => part.tables),
    handles,
    async createTables(trx) {
      for (const part of parts) await part.createTables(trx);
    },
    async apply(events, trx) {
      for (const part of parts) {
        const mine = part.handles ? events.filter((event) => part.handles!.includes(event.type)) : events;
        if (mine.length) await part.apply(mine, trx);
      }
    },
    async createDeferredIndexes(trx) {
      for (const part of parts) await part.createDeferredIndexes?.(trx);
    },
  };
}
