/**
 * What the product reports read besides the products: the live deposits and price groups (a
 * column each), the current exchange rate (Bs per dollar, for the prices in bolivars) and a
 * product's "first price" (its price in the live price group with the lowest id, as the products
 * list shows it).
 */
import { Pool } from 'pg';
import { printedFigure } from '@bo/domain';
import { CURRENT_RATE } from '../orders/sale-references';

export interface Named {
  id: string;
  name: string;
}

export async function liveDeposits(pool: Pool): Promise<Named[]> {
  const { rows } = await pool.query<Named>(
    'select id::text as id, name from rm.deposits where deleted_at is null order by id',
  );
  return rows;
}

export async function livePriceGroups(pool: Pool): Promise<Named[]> {
  const { rows } = await pool.query<Named>(
    'select id::text as id, name from rm.price_groups where deleted_at is null order by id',
  );
  return rows;
}

/** The newest rate in Bs per dollar as stored (exact text), or null when none was ever registered. */
export async function currentRate(pool: Pool): Promise<string | null> {
  const { rows } = await pool.query<{ rate: string | null }>(`select (${CURRENT_RATE}) as rate`);
  return rows[0]?.rate ?? null;
}

/** `p`'s first price as numeric (null when it has none for that group). */
export const FIRST_PRICE = `(p.prices ->> (select min(g.id)::text from rm.price_groups g where g.deleted_at is null))::numeric`;

/** A price's bolivars at a rate as every document prints a unit price (docs/rules.md 'Printed amounts add up'). */
export const inBolivars = (dollars: string, rate: string): number =>
  Number(printedFigure(dollars, { code: 'ves', rate }));
