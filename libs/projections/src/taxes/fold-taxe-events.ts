import { RecordedEvent } from '@bo/event-store';
import { TaxeCreated, TaxeDeleted, TaxeUpdated } from '@bo/domain';

/** A row of `taxes` (numbers and instants as text, exactly as stored). */
export interface TaxeRow {
  id: string;
  change: string;
  cop_change: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
}

/** What a batch does to one rate. */
export type TaxeChange =
  /** Created in this batch: the whole row is known. */
  | { kind: 'row'; row: TaxeRow }
  /** Only updated in this batch: new values for a row written by an earlier batch (if it is there). */
  | { kind: 'values'; id: string; change: string; cop_change: string; updated_at: string }
  | { kind: 'deleted'; id: string };

type TaxeEvent = TaxeCreated | TaxeUpdated | TaxeDeleted;
export const TAXE_EVENT_TYPES = new Set<string>(['TaxeCreated', 'TaxeUpdated', 'TaxeDeleted']);

/**
 * Folds a batch event by event into one change per rate, so it is written with three statements
 * and gives the same rows as applying the events one at a time.
 */
export function foldTaxeEvents(events: RecordedEvent[]): Map<string, TaxeChange> {
  const changes = new Map<string, TaxeChange>();
  for (const recorded of events) {
    if (!TAXE_EVENT_TYPES.has(recorded.type)) continue;
    const event = recorded as RecordedEvent & TaxeEvent;
    const at = event.metadata.at;
    const id = event.data.id;
    switch (event.type) {
      case 'TaxeCreated': {
        const { change, cop_change } = event.data;
        const row = { id, change, cop_change, created_at: at, updated_at: at, created_by: event.metadata.user_id };
        changes.set(id, { kind: 'row', row });
        break;
      }
      case 'TaxeUpdated': {
        const values = { change: event.data.change, cop_change: event.data.cop_change, updated_at: at };
        const current = changes.get(id);
        if (!current || current.kind === 'values') changes.set(id, { kind: 'values', id, ...values });
        else if (current.kind === 'row') changes.set(id, { kind: 'row', row: { ...current.row, ...values } });
        break;
      }
      case 'TaxeDeleted':
        changes.set(id, { kind: 'deleted', id });
        break;
    }
  }
  return changes;
}
