import type { Tax } from '../../data/types';

/**
 * A USD amount in Colombian pesos with the current rate: Bs = USD × change, COP = Bs × cop_change
 * (RULES.md, Money and rates); null while there is no rate.
 */
export const usdToCop = (usd: number, rate: Tax | null | undefined): number | null =>
  rate ? usd * Number(rate.change) * Number(rate.cop_change) : null;
