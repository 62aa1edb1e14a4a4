import type { Role } from '../data/types';

/** As the server's product-category resource: admin and storer keep categories. */
export const PRODUCT_CATEGORY_WRITERS: readonly Role[] = ['admin', 'storer'];
