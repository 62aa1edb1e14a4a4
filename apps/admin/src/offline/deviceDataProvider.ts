/**
 * Issue 34, one flow online and offline: the data provider reads from the server as always and,
 * when a read of what the counter keeps fails for lack of connection, answers from the device's
 * data instead (no offline mode to switch on). The POS's product list (meta.counter) shows each
 * deposit's stock less what the device's outbox took and the server does not know yet.
 */
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { AppDataProvider } from '../data/dataProvider';
import type { Tax } from '../data/types';
import type { Product } from '../products/types';
import { counterEntry, keepCounter } from './counterData';
import type { CounterKind } from './deviceDb';
import { isNetworkFailure } from './networkFailure';
import { outboxTaken } from './outbox';

const KEPT_LISTS = new Set<string>(['products', 'product-categories', 'payment-methods']);

const text = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');

/** The kept list as getList would answer it: filtered like the server (search, category), sorted, paged. */
const listOf = (resource: string, rows: RaRecord[], params: GetListParams): GetListResult => {
  const filter = (params.filter ?? {}) as { q?: string; product_category_id?: unknown };
  const q = text(filter.q ?? '').trim();
  let found = rows;
  if (resource === 'products') {
    found = rows.filter((row) => {
      const product = row as unknown as Product;
      const category = filter.product_category_id;
      if (category !== undefined && category !== '' && String(product.product_category_id) !== String(category))
        return false;
      return !q || text(product.code).includes(q) || text(product.name).includes(q);
    });
  }
  const { field = 'id', order = 'ASC' } = params.sort ?? {};
  const sorted = [...found].sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    const compared =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
    return order === 'DESC' ? -compared : compared;
  });
  const { page = 1, perPage = sorted.length } = params.pagination ?? {};
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
};

/** Each deposit's stock less the outbox's units (never below zero); the product's total follows. */
export const lessOutbox = async (products: Product[]): Promise<Product[]> => {
  const taken = await outboxTaken();
  if (taken.size === 0) return products;
  return products.map((product) => {
    const deposits = product.product_deposits.map((stock) => {
      const less = taken.get(`${product.id}@${stock.deposit_id}`) ?? 0;
      return less ? { ...stock, quantity: Math.max(0, Number(stock.quantity) - less) } : stock;
    });
    const quantity = deposits.reduce((sum, stock) => sum + Number(stock.quantity), 0);
    return { ...product, product_deposits: deposits, quantity };
  });
};

/** The data provider with the device's data behind the counter's reads. */
export const withDeviceData = (base: AppDataProvider): AppDataProvider => ({
  ...base,
  getList: async (resource, params) => {
    if (!KEPT_LISTS.has(resource)) return base.getList(resource, params);
    let answer: GetListResult;
    try {
      answer = await base.getList(resource, params);
    } catch (error) {
      const kept = isNetworkFailure(error) ? await counterEntry<RaRecord[]>(resource as CounterKind) : undefined;
      if (!kept) throw error;
      answer = listOf(resource, kept.data, params);
    }
    if (resource !== 'products' || !(params.meta as { counter?: boolean } | undefined)?.counter) return answer;
    return { ...answer, data: (await lessOutbox(answer.data as unknown as Product[])) as unknown as RaRecord[] };
  },
  getCurrentRate: async () => {
    try {
      const rate = await base.getCurrentRate();
      void keepCounter('rate', rate).catch(() => undefined);
      return rate;
    } catch (error) {
      const kept = isNetworkFailure(error) ? await counterEntry<Tax | null>('rate') : undefined;
      if (!kept) throw error;
      return kept.data;
    }
  },
});
