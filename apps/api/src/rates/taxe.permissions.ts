import { ROLES, Role } from '@bo/domain';

/** Everyone reads the rates (the top bar shows the current one); admin and financial keep them. */
export const TAXE_READERS: readonly Role[] = ROLES;
export const TAXE_WRITERS: Role[] = ['admin', 'financial'];
