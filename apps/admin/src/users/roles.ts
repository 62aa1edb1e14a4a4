import type { Role } from '../data/types';

/** The roles the users screen offers (the spec's four staff roles, and the auditor of issue 32), labelled in Spanish. */
export const ROLE_CHOICES: Array<{ id: Role; name: string }> = [
  { id: 'admin', name: 'bo.users.roles.admin' },
  { id: 'sales', name: 'bo.users.roles.sales' },
  { id: 'storer', name: 'bo.users.roles.storer' },
  { id: 'financial', name: 'bo.users.roles.financial' },
  { id: 'auditor', name: 'bo.users.roles.auditor' },
];

/**
 * The choices of a user's form: the five, and the record's own role when it is another (an
 * endline user's 'Mi perfil' shows 'Operador de línea', never an empty role).
 */
export const roleChoicesFor = (role: Role | undefined): Array<{ id: Role; name: string }> =>
  role === undefined || ROLE_CHOICES.some((choice) => choice.id === role)
    ? ROLE_CHOICES
    : [...ROLE_CHOICES, { id: role, name: `bo.users.roles.${role}` }];
