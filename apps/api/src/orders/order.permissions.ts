import { Role } from '@bo/domain';

/** Who lists and opens orders, and dispatches them (the sidebar's Ventas). */
export const ORDER_READERS: Role[] = ['admin', 'sales', 'storer', 'financial'];
/** Who sells: create, process and cancel (the create and POS links are hidden for storer and financial). */
export const ORDER_SELLERS: Role[] = ['admin', 'sales'];
/** Who records payments on an order or for a client, and sets invoice numbers. */
export const ORDER_CASHIERS: Role[] = ['admin', 'sales', 'financial'];
/** Who adds or removes a discount on an order. */
export const ORDER_DISCOUNTERS: Role[] = ['admin', 'financial'];
