/**
 * The other way round of HISTORY_RESOURCES: which record (resource and id) a stream holds, so an
 * activity-log row can link to it. Streams that are no record of their own (stock, claims) give null.
 */
import { HISTORY_RESOURCES } from './history.registry';

export interface RecordLink {
  resource: string;
  id: string;
}

const NUMBERED_STREAM = /^.+-(\d+)$/;

export function recordOfStream(streamId: string): RecordLink | null {
  const id = NUMBERED_STREAM.exec(streamId)?.[1];
  if (id === undefined) return null;
  const found = Object.entries(HISTORY_RESOURCES).find(([, entry]) => entry.stream(id) === streamId);
  return found ? { resource: found[0], id } : null;
}
