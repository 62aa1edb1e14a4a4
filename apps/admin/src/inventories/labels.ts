import type { Inventory } from './types';

/** 'Entrada' / 'Salida'. */
export const typeLabel = (type: string) => `bo.inventories.type.${type}`;

/** 'Solicitud' / 'Procesado'. */
export const statusLabel = (status: string) => `bo.inventories.status.${status}`;

/** Who registered it: first and last name. */
export const userName = (inventory: Pick<Inventory, 'user'>) =>
  inventory.user ? `${inventory.user.first_name} ${inventory.user.last_name}`.trim() : '';
