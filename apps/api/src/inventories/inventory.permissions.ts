import { Role } from '@bo/domain';

/** Who lists, opens, creates, deletes and restores inventories. */
export const INVENTORY_READERS: Role[] = ['admin', 'endline', 'storer'];
/** Who approves them (then the stock moves). */
export const INVENTORY_APPROVERS: Role[] = ['admin', 'storer'];
