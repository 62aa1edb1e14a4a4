/**
 * Issue 34: the outbox of sales rung up without connection, kept in the device's IndexedDB. Every
 * change is told to this tab's listeners and to the other tabs (BroadcastChannel), so the header's
 * badge and the outbox list follow it everywhere. Nothing leaves it silently: a sale goes only once
 * the server recorded it, or when the cashier discards it after a confirmation.
 */
import { deviceDb, type OutboxSale } from './deviceDb';

const CHANNEL = 'bo-outbox';
type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

const broadcast = (): BroadcastChannel | null => {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listeners.forEach((listener) => listener());
  return channel;
};

const changed = () => {
  listeners.forEach((listener) => listener());
  broadcast()?.postMessage('changed');
};

/** Called on every change of the outbox, in this tab or another. */
export const onOutboxChange = (listener: Listener): (() => void) => {
  broadcast();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The outbox, oldest first. */
export const outboxSales = async (): Promise<OutboxSale[]> =>
  (await deviceDb()).getAllFromIndex('outbox', 'by_created');

export const outboxSale = async (key: string): Promise<OutboxSale | undefined> => (await deviceDb()).get('outbox', key);

export const keepSale = async (sale: OutboxSale): Promise<void> => {
  await (await deviceDb()).put('outbox', sale);
  changed();
};

/** Changes one sale in place (in one transaction: another tab cannot change it in between). */
export const updateSale = async (key: string, change: (sale: OutboxSale) => OutboxSale): Promise<void> => {
  const db = await deviceDb();
  const transaction = db.transaction('outbox', 'readwrite');
  const sale = await transaction.store.get(key);
  if (sale) await transaction.store.put(change(sale));
  await transaction.done;
  changed();
};

/** The server recorded it, or the cashier discarded it. */
export const removeSale = async (key: string): Promise<void> => {
  await (await deviceDb()).delete('outbox', key);
  changed();
};

/** Units the outbox took per product and deposit: its sales not yet recorded and not refused. */
export const outboxTaken = async (): Promise<Map<string, number>> => {
  const taken = new Map<string, number>();
  for (const sale of await outboxSales()) {
    if (sale.status === 'rejected') continue;
    for (const line of sale.summary.lines) {
      const at = `${line.product_id}@${line.deposit_id}`;
      taken.set(at, (taken.get(at) ?? 0) + line.quantity);
    }
  }
  return taken;
};

/**
 * A rejected sale edited by the cashier, to be sent again: under a new Idempotency-Key (the
 * server's refusal, a 400 or 409, recorded nothing and the body changed), pending, oldest place kept.
 */
export const resendSale = async (
  sale: OutboxSale,
  payload: Record<string, unknown>,
  summary: OutboxSale['summary'],
  key: string,
) => {
  const db = await deviceDb();
  const transaction = db.transaction('outbox', 'readwrite');
  await transaction.store.delete(sale.key);
  await transaction.store.put({ ...sale, key, payload, summary, status: 'pending', reason: null });
  await transaction.done;
  changed();
};
