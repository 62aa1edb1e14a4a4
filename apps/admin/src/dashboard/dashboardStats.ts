import { API_URL, httpClient } from '../data/httpClient';
import type { Order } from '../orders/types';

/** GET /api/dashboard/main-stats (USD): receivables and this month's sales, collections and gain. */
export interface MainStats {
  balanceTotal: number;
  orderMonthTotal: number;
  recaudadoTotal: number;
  utilityOrderTotal: number;
}

/** GET /api/dashboard/product-stats: live products and the stock on hand at cost and at price. */
export interface ProductStats {
  products: number;
  productsStats: { costTotal: number; priceTotal: number; utilityTotal: number };
}

/** GET /api/dashboard/total-stats: everything sold and everything paid. */
export interface TotalStats {
  totalSold: number;
  totalPaid: number;
}

/** GET /api/dashboard/top-stats: the 10 latest orders and the sales of each of the last 30 days. */
export interface TopStats {
  latestOrders: Order[];
  salesPerDay: Array<{ date: string; total: number }>;
}

export const ZERO_MAIN: MainStats = { balanceTotal: 0, orderMonthTotal: 0, recaudadoTotal: 0, utilityOrderTotal: 0 };
export const ZERO_PRODUCTS: ProductStats = {
  products: 0,
  productsStats: { costTotal: 0, priceTotal: 0, utilityTotal: 0 },
};
export const ZERO_TOTALS: TotalStats = { totalSold: 0, totalPaid: 0 };
export const ZERO_TOP: TopStats = { latestOrders: [], salesPerDay: [] };

/**
 * One block's figures, or `zero` when the block is not for this role (it is not even asked) or
 * the call fails: the failure is only logged, the page carries on (sales.md section 8).
 */
export const readStats = async <T>(name: string, allowed: boolean, zero: T): Promise<T> => {
  if (!allowed) return zero;
  try {
    const { json } = await httpClient(`${API_URL}/dashboard/${name}`);
    return { ...zero, ...(json as Partial<T>) };
  } catch (error) {
    console.error(`No se pudo cargar ${name}`, error);
    return zero;
  }
};
