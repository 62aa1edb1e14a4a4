import type { Role } from '../data/types';

/** As the server's region resource: every role reads regions, admin keeps them. */
export const REGION_WRITERS: readonly Role[] = ['admin'];
