/**
 * Issue 34, the counter keeps selling offline: the one IndexedDB database of the device (through
 * `idb`). `counter` holds what the POS reads (products with prices and stock per deposit, product
 * categories, payment methods, the current rate, the default and recent clients), each entry
 * stamped with when it was last refreshed; `outbox` holds the sales rung up without connection
 * until the server recorded them. It survives closing the browser (docs/rules.md).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What the counter keeps, by name. */
export type CounterKind = 'products' | 'product-categories' | 'payment-methods' | 'rate' | 'clients';

export interface CounterEntry<T = unknown> {
  kind: CounterKind;
  data: T;
  /** When it was last read from the server (epoch ms). */
  refreshed_at: number;
}

export type OutboxStatus = 'pending' | 'sending' | 'rejected';

/** A sale rung up on this device and not yet recorded by the server. */
export interface OutboxSale {
  /** The Idempotency-Key made when the cashier pressed the button: the sale's id on the device. */
  key: string;
  /** When it was rung up (ISO-8601), sent as recorded_at. */
  recorded_at: string;
  /** Order of sending: the oldest first (epoch ms). */
  created_at: number;
  /** The body of POST /api/orders, exactly as first tried (a resend with the key must be the same request). */
  payload: Record<string, unknown>;
  /** What the lists and the ticket show: the lines as sold, the client's name, the total. */
  summary: {
    lines: { product_id: string; deposit_id: string; code: string; name: string; price: number; quantity: number }[];
    client: string;
    total: number;
  };
  status: OutboxStatus;
  /** The server's Spanish reason for a rejected sale. */
  reason: string | null;
  /** How many times it was sent to the server. */
  attempts: number;
  /** Who rang it up: only their session sends it, so it is recorded as theirs (absent: sent by anyone). */
  user_id?: string;
}

interface DeviceSchema extends DBSchema {
  counter: { key: CounterKind; value: CounterEntry };
  outbox: { key: string; value: OutboxSale; indexes: { by_created: number } };
}

const DB_NAME = 'bo-device';
const VERSION = 1;

let opened: Promise<IDBPDatabase<DeviceSchema>> | null = null;

/** The device's database, opened once per page. */
export const deviceDb = (): Promise<IDBPDatabase<DeviceSchema>> => {
  opened ??= openDB<DeviceSchema>(DB_NAME, VERSION, {
    upgrade(db) {
      db.createObjectStore('counter', { keyPath: 'kind' });
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('by_created', 'created_at');
    },
  });
  return opened;
};
