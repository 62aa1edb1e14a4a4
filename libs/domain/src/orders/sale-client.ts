/**
 * Why this exists: a sale may name its client by the client's data (`client{...}` on POST
 * /api/orders, API.md) instead of an id. This decides, from the event store's own state, whether
 * the sale goes to the live client already holding that identification or creates a new one.
 */
import { DomainError } from '../kit/domain-error';
import { RecordState } from '../catalogue/record.decider';
import { clientRecord, ClientValues } from '../clients/client.record';

/** The client as a sale keeps it (OrderCreated's client_id, client_name, client_identification). */
export interface SaleParty {
  id: string;
  name: string;
  identification: string;
}

/** The sale goes to a client who exists, or a new client is created in the sale's own append. */
export type ClientOfSale = { kind: 'existing'; client: SaleParty } | { kind: 'new'; values: ClientValues };

/** The scope of a client's identification claim (`unique-client.identification-<value>`). */
export const CLIENT_IDENTIFICATION_SCOPE = clientRecord.unique[0].scope;

/**
 * `holder`: the client record that holds the identification's claim (status 'none' when nobody
 * does). The live holder is the sale's client, with its own name, whatever name the sale sent
 * (the sale does not edit clients); nobody: a new client with the values sent. A claim held by a
 * deleted client cannot happen (a delete releases it) and is refused rather than guessed.
 */
export function clientOfSale(holder: RecordState<ClientValues>, sent: ClientValues): ClientOfSale {
  if (holder.status === 'none') return { kind: 'new', values: sent };
  if (holder.status === 'deleted') throw new DomainError(clientRecord.unique[0].message);
  const { name, identification } = holder.values;
  return { kind: 'existing', client: { id: holder.id, name, identification } };
}
