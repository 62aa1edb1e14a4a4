import { usePermissions } from 'react-admin';
import type { Role } from '../data/types';

/** Whether the signed-in user's role is one of these (the server checks it again). */
export const useHasRole = (roles: readonly Role[]): boolean => {
  const { permissions } = usePermissions<Role>();
  return permissions !== undefined && roles.includes(permissions);
};
