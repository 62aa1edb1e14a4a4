/**
 * Why this file exists: a product's stock per deposit lists every deposit, 0 where it has none
 * (issue 31: a deposit it had never been in was missing, not 0). The product list's chips and
 * the product page's table read it from here.
 */
import { useGetList, type Identifier } from 'react-admin';
import type { Product } from './types';

export interface DepositStock {
  deposit_id: Identifier;
  name: string;
  quantity: number;
}

interface Deposit {
  id: Identifier;
  name: string;
}

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

/** The deposits, by name (one request, cached for every row). */
export const useDeposits = () => useGetList<Deposit>('deposits', ALL).data;

/** Each deposit with the product's quantity there (0 where none); a deposit gone but still holding it too. */
export const stockPerDeposit = (product: Pick<Product, 'product_deposits'>, deposits: readonly Deposit[] = []) => {
  const held = new Map((product.product_deposits ?? []).map((entry) => [String(entry.deposit_id), entry]));
  const rows: DepositStock[] = deposits.map((deposit) => ({
    deposit_id: deposit.id,
    name: deposit.name,
    quantity: Number(held.get(String(deposit.id))?.quantity ?? 0),
  }));
  const listed = new Set(deposits.map((deposit) => String(deposit.id)));
  for (const entry of product.product_deposits ?? [])
    if (!listed.has(String(entry.deposit_id)))
      rows.push({
        deposit_id: entry.deposit_id,
        name: entry.deposit?.name ?? `#${entry.deposit_id}`,
        quantity: Number(entry.quantity),
      });
  return rows;
};
