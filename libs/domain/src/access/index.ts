/** Who may do what (the table) and the roles it speaks of: what the admin imports as '@bo/access'. */
export * from './access';
export { ROLES, ROLE_LABELS, type Role } from '../users/roles';
