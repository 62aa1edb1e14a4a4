import type { Role } from '../data/types';

/** The spec's sidebar: admin, endline and storer see the products. */
export const PRODUCT_READERS: readonly Role[] = ['admin', 'endline', 'storer'];

/** Create, edit, delete and import: admin and storer (the server refuses the others anyway). */
export const PRODUCT_WRITERS: readonly Role[] = ['admin', 'storer'];
