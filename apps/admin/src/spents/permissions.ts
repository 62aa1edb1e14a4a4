import type { Role } from '../data/types';

/** As the server's spents and spent-categories resources: admin and financial read and keep expenses. */
export const SPENT_WRITERS: readonly Role[] = ['admin', 'financial'];
