/**
 * Issue 34: what the counter needs, kept on the device and refreshed while online (the POS's own
 * GETs: products with their price and stock per deposit, product categories, payment methods, the
 * current rate, recent clients). Each entry is stamped with when it was read ('Datos de hace 5 min').
 */
import type { GetListParams } from 'react-admin';
import type { AppDataProvider } from '../data/dataProvider';
import { deviceDb, type CounterEntry, type CounterKind } from './deviceDb';

/** What the refresh reads: every product and client the list pages allow (MAX_PAGE, docs/api.md). */
export const COUNTER_READS: Record<Exclude<CounterKind, 'rate'>, GetListParams> = {
  products: { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
  'product-categories': { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
  'payment-methods': { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
  clients: { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' }, filter: {} },
};

export const counterEntry = async <T>(kind: CounterKind): Promise<CounterEntry<T> | undefined> =>
  (await (await deviceDb()).get('counter', kind)) as CounterEntry<T> | undefined;

export const keepCounter = async (kind: CounterKind, data: unknown): Promise<void> => {
  await (await deviceDb()).put('counter', { kind, data, refreshed_at: Date.now() });
};

/**
 * Reads everything the counter needs from the server and keeps it (each part on its own: one
 * failing leaves the others refreshed). `base` is the plain data provider, not the device's.
 */
export const refreshCounterData = async (base: AppDataProvider): Promise<void> => {
  const lists = Object.entries(COUNTER_READS) as [Exclude<CounterKind, 'rate'>, GetListParams][];
  await Promise.allSettled([
    ...lists.map(async ([kind, params]) => {
      const { data } = await base.getList(kind, params);
      await keepCounter(kind, kind === 'clients' ? await withRemembered(data) : data);
    }),
    base.getCurrentRate().then((rate) => keepCounter('rate', rate)),
  ]);
};

/** The newest clients read, then those this device kept before (found at the POS), 200 at most. */
const withRemembered = async (read: { id: unknown }[]): Promise<unknown[]> => {
  const kept = (await counterEntry<{ id: unknown }[]>('clients'))?.data ?? [];
  const ids = new Set(read.map((client) => String(client.id)));
  return [...read, ...kept.filter((client) => !ids.has(String(client.id)))].slice(0, 200);
};

/** A client found or registered at the POS's client step, kept first among the recent ones. */
export const rememberClient = async (client: { id: unknown; identification: string }): Promise<void> => {
  const kept = (await counterEntry<{ id: unknown; identification: string }[]>('clients'))?.data ?? [];
  const others = kept.filter((other) => String(other.id) !== String(client.id));
  const db = await deviceDb();
  const refreshed_at = (await db.get('counter', 'clients'))?.refreshed_at ?? Date.now();
  await db.put('counter', { kind: 'clients', data: [client, ...others].slice(0, 200), refreshed_at });
};

/** The kept client holding the identification (as typed, without case or spaces), or null. */
export const keptClient = async <T extends { identification: string }>(identification: string): Promise<T | null> => {
  const wanted = identification.replace(/\s+/g, '').toLowerCase();
  const kept = (await counterEntry<T[]>('clients'))?.data ?? [];
  return kept.find((client) => client.identification.replace(/\s+/g, '').toLowerCase() === wanted) ?? null;
};
