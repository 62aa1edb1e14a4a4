/**
 * The log names things (products, deposits, clients, users, inventories...) as they were
 * called when its row was written, never by a bare id. It learns each name from the events it
 * folds, keyed by the thing's stream ('product-256'), so it needs no other read model (which may
 * lag behind it) and a rebuild gives the same rows. This file says which names an event gives and
 * which its line needs. Pure: log-names.ts keeps them in the projection's own table.
 */
import {
  clientRecord,
  depositRecord,
  inventoryLabel,
  inventoryStream,
  productRecord,
  RECORDS,
  RecordDefinition,
  recordEventTypes,
  recordStream,
  userStream,
} from '@bo/domain';
import type {
  ClientPaymentRecorded,
  InventoryCreated,
  StockMoveData,
  TransferCreated,
  UserRegistered,
} from '@bo/domain';
import type { EventToDescribe } from './describe-event';

/** A thing's stream and how the log calls it. */
export type GivenName = readonly [streamId: string, name: string];

/**
 * How another row names a record: a product or a client by its name alone ('Batería 12V
 * Mitsubishi Lancer', 'Taller Registro'); any other record by its title (its own rows' name).
 */
const SHORT_NAMES: Readonly<Record<string, (values: Record<string, unknown>) => unknown>> = {
  [productRecord.stream]: (values) => values.name,
  [clientRecord.stream]: (values) => values.name,
};

/** A record's created and updated event types, each with its definition. */
const NAMING_RECORDS = new Map<string, RecordDefinition>(
  RECORDS.flatMap((definition: RecordDefinition) => {
    const types = recordEventTypes(definition);
    return [
      [types.created, definition],
      [types.updated, definition],
    ];
  }),
);

/** How the log names a record from its values. */
function recordName(definition: RecordDefinition, values: Record<string, unknown>): string {
  return String((SHORT_NAMES[definition.stream] ?? definition.title)(values) ?? '');
}

/**
 * The names an event gives or changes: a record's, a user's, an inventory's, a sale's client. A
 * rate has no name but its number (its lines give its values), so a replay of rates writes none.
 */
export function namesGivenBy(event: EventToDescribe): GivenName[] {
  try {
    return namesOf(event).filter(([, name]) => typeof name === 'string' && name.trim() !== '');
  } catch {
    // A payload without the expected shape gives no name (its line falls back to a generic one).
    return [];
  }
}

function namesOf(event: EventToDescribe): GivenName[] {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'UserRegistered':
    case 'UserUpdated': {
      const user = data as UserRegistered['data'];
      return [[userStream(user.id), `${user.first_name} ${user.last_name}`]];
    }
    case 'InventoryCreated': {
      const inventory = data as InventoryCreated['data'];
      return [[inventoryStream(inventory.id), inventoryLabel(inventory.type, inventory.id)]];
    }
  }
  const definition = NAMING_RECORDS.get(event.type);
  if (!definition) return [];
  const { id, previous: _previous, ...values } = data as { id: string; previous?: unknown };
  return [[recordStream(definition, id), recordName(definition, values)]];
}

/** Events whose line names the thing they are about by what the log knows ('Eliminó la marca Bosch'). */
const NAMES_ITS_OWN_THING = /(Deleted|Restored|InventoryApproved)$/;

/** The streams whose names an event's line may use: its own (deleted, restored...) and the things it mentions. */
export function namesUsedBy(event: EventToDescribe): string[] {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const used = NAMES_ITS_OWN_THING.test(event.type) ? [event.streamId] : [];
  if (event.type === 'UserEmailReserved' || event.type === 'UserEmailReleased')
    used.push(userStream(String(data.user_id)));
  else if (event.type === 'StockAdded' || event.type === 'StockRemoved') {
    const move = data as unknown as StockMoveData;
    used.push(recordStream(productRecord, move.product_id), depositStream(move.deposit_id));
  } else if (event.type === 'InventoryCreated' && Array.isArray(data.lines))
    for (const line of data.lines as InventoryCreated['data']['lines']) used.push(depositStream(line.deposit_id));
  else if (event.type === 'TransferCreated')
    used.push(depositStream((data as unknown as TransferCreated['data']).deposit_id));
  else if (event.type === 'ClientPaymentRecorded')
    used.push(recordStream(clientRecord, (data as unknown as ClientPaymentRecorded['data']).client_id));
  else if (event.type === 'ClientCreditIssued' || event.type === 'ClientCreditUsed')
    used.push(recordStream(clientRecord, String(data.client_id)));
  return used;
}

const depositStream = (depositId: string) => recordStream(depositRecord, depositId);

/** Names learnt from events taken in order, over the names known before them. */
export interface RunningNames {
  nameOf(streamId: string): string | undefined;
  /** Takes note of the names an event gives. */
  note(event: EventToDescribe): void;
  /** The names learnt since the start that differ from those known before, each with its latest value. */
  learnt: ReadonlyMap<string, string>;
}

export function runningNames(known: (streamId: string) => string | undefined): RunningNames {
  const learnt = new Map<string, string>();
  return {
    nameOf: (streamId) => learnt.get(streamId) ?? known(streamId),
    note(event) {
      for (const [streamId, name] of namesGivenBy(event))
        if (learnt.has(streamId) || known(streamId) !== name) learnt.set(streamId, name);
    },
    learnt,
  };
}
