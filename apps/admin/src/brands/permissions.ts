import type { Role } from '../data/types';

/** As the server's brand resource: admin and storer keep brands. */
export const BRAND_WRITERS: readonly Role[] = ['admin', 'storer'];
