import { usePermissions } from 'react-admin';
import { may, type AccessAction, type AccessResource, type Role } from '@bo/access';

/** Whether the signed-in user's role may do `action` on `resource` (the access table; the server checks it again). */
export const useCan = <R extends AccessResource>(resource: R, action: AccessAction<R>): boolean => {
  const { permissions } = usePermissions<Role>();
  return may(permissions, resource, action);
};
