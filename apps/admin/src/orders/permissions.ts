import type { Role } from '../data/types';

/** Who sells: creates, processes and cancels orders; sees the create and POS links. */
export const ORDER_SELLERS: readonly Role[] = ['admin', 'sales'];

/** Who records payments on an order and sets its invoice number. */
export const ORDER_CASHIERS: readonly Role[] = ['admin', 'sales', 'financial'];

/** Who adds or removes an order's discount. */
export const ORDER_DISCOUNTERS: readonly Role[] = ['admin', 'financial'];

/** Who may change the price of a catalogue line when selling (a sales user may not). */
export const PRICE_EDITORS: readonly Role[] = ['admin'];
