import type { Role } from '../data/types';

/** The roles the users screen offers (the spec's four staff roles), labelled in Spanish. */
export const ROLE_CHOICES: Array<{ id: Role; name: string }> = [
  { id: 'admin', name: 'bo.users.roles.admin' },
  { id: 'sales', name: 'bo.users.roles.sales' },
  { id: 'storer', name: 'bo.users.roles.storer' },
  { id: 'financial', name: 'bo.users.roles.financial' },
];
