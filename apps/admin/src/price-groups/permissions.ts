import type { Role } from '../data/types';

/** As the server's price-group resource: every role reads them, admin keeps them. */
export const PRICE_GROUP_WRITERS: readonly Role[] = ['admin'];
