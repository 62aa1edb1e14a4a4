import type { Identifier } from 'react-admin';

export type InventoryType = 'add' | 'return';
export type InventoryStatus = 'request' | 'process';

/** An inventory entry or exit as GET /api/inventories and /api/inventories/{id} answer it. */
export interface Inventory {
  id: Identifier;
  type: InventoryType;
  status: InventoryStatus;
  quantity: number;
  lines_count: number;
  created_at: string;
  approved_at: string | null;
  deleted_at: string | null;
  user: { id: Identifier; first_name: string; last_name: string } | null;
}

/** One line of GET /api/inventories/{id}/lines. */
export interface InventoryLine {
  id: Identifier;
  product: { id: Identifier; code: string; name: string };
  deposit: { id: Identifier; name: string };
  quantity: number;
}
