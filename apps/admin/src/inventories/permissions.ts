import type { Role } from '../data/types';

/** The spec's sidebar and the server: admin, endline and storer read and register inventories. */
export const INVENTORY_WRITERS: readonly Role[] = ['admin', 'endline', 'storer'];

/** Confirming (approving) an inventory: storer and admin. */
export const INVENTORY_APPROVERS: readonly Role[] = ['admin', 'storer'];
