import { ROLES, Role } from '@bo/domain';

/** Every role pays or is paid with them; only admin keeps the list. */
export const PAYMENT_METHOD_READERS: readonly Role[] = ROLES;
export const PAYMENT_METHOD_WRITERS: readonly Role[] = ['admin'];
