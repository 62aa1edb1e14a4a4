/**
 * The audit's routes (issue 32): the sealed chain, verify and digests (`chain/`), closed periods
 * (`closings/`), the books as of an instant (`books/`). Each part lists its own.
 */
import { BOOKS_CONTROLLERS, BOOKS_PROVIDERS } from './books/books.routes';
import { CHAIN_CONTROLLERS, CHAIN_PROVIDERS } from './chain/chain.routes';
import { CLOSINGS_CONTROLLERS, CLOSINGS_PROVIDERS } from './closings/closings.routes';

export const AUDIT_CONTROLLERS = [...CHAIN_CONTROLLERS, ...CLOSINGS_CONTROLLERS, ...BOOKS_CONTROLLERS];
export const AUDIT_PROVIDERS = [...CHAIN_PROVIDERS, ...CLOSINGS_PROVIDERS, ...BOOKS_PROVIDERS];
