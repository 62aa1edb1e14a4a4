/**
 * Why this exists: POST /api/orders may name its client by its data (client{...}, API.md); this
 * finds that client or creates it in the sale's own atomic append (docs/rules.md, Sales orders).
 */
import {
  CLIENT_IDENTIFICATION_SCOPE,
  clientOfSale,
  clientRecord,
  ClientValues,
  DomainError,
  EventMetadata,
  fold,
  recordDecider,
  RecordEvent,
  RecordState,
  recordStream,
  SaleParty,
  uniqueValueDecider,
  UniqueValueEvent,
  uniqueValueStream,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { recordCommandAppends } from '../../catalogue/record-appends';

/** The identification claim stream a sale naming `client{...}` reads (and appends to for a new client). */
export const saleClientClaim = (sent: ClientValues): string =>
  uniqueValueStream(CLIENT_IDENTIFICATION_SCOPE, sent.identification);

/**
 * The client of a sale naming it by its data: the live one holding that identification, read
 * from its claim stream (the read model may lag), or a new one whose ClientCreated and
 * identification claim go in the sale's own atomic append, with expected versions, exactly as the
 * catalogue creates a client: of two concurrent sales for one new identification one claims it,
 * the other retries and finds that client. Call it within the sale's commit, on every attempt.
 */
export async function saleClientAppends(
  store: EventStore,
  sent: ClientValues,
  newId: string,
  metadata: EventMetadata,
  again = false,
): Promise<{ party: SaleParty; appends: StreamAppend[] }> {
  const claim = await store.readStream(saleClientClaim(sent));
  const owner = fold(uniqueValueDecider, claim.events as unknown as UniqueValueEvent[]).owner_id;
  const clients = recordDecider(clientRecord);
  let holder: RecordState<ClientValues> = clients.initialState();
  if (owner) {
    const stream = await store.readStream(recordStream(clientRecord, owner));
    holder = fold(clients, stream.events as unknown as RecordEvent[]);
  }
  const chosen = clientOfSale(holder, sent);
  if (chosen.kind === 'existing') return { party: chosen.client, appends: [] };
  const command = { type: 'CreateRecord' as const, data: { id: newId, values: chosen.values }, metadata };
  let appends: StreamAppend[];
  try {
    appends = await recordCommandAppends(store, clientRecord, newId, command);
  } catch (error) {
    // Another process claimed the identification between the two reads: that client it is.
    if (error instanceof DomainError && !again) return saleClientAppends(store, sent, newId, metadata, true);
    throw error;
  }
  const { name, identification } = chosen.values;
  return { party: { id: newId, name, identification }, appends };
}
