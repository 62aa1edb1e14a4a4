import type { Role } from '../data/types';

/** As the server's deposit resource: every role reads deposits, admin and storer keep them. */
export const DEPOSIT_WRITERS: readonly Role[] = ['admin', 'storer'];
