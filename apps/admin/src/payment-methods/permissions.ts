import type { Role } from '../data/types';

/** As the server: every role reads the payment methods; only admin keeps them. */
export const PAYMENT_METHOD_WRITERS: readonly Role[] = ['admin'];
