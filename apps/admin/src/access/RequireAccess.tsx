/** Why this file exists: a custom route (/pos, a client's payment...) opens only for the roles the access table lets in. */
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useGetIdentity, usePermissions } from 'react-admin';
import { may, type AccessAction, type AccessResource, type Role } from '@bo/access';
import { Forbidden } from './Forbidden';

export interface RequireAccessProps<R extends AccessResource> {
  resource: R;
  action: AccessAction<R>;
  children: ReactNode;
}

/**
 * Renders its screen only for a role the access table gives `action` on `resource`, else the
 * forbidden page, before the screen mounts (so before any of its requests). `own` (a user's own
 * record, 'Mi perfil') also needs the route's :id to be the signed-in user's, unless they may write.
 */
export function RequireAccess<R extends AccessResource>({ resource, action, children }: RequireAccessProps<R>) {
  const { permissions: role, isPending } = usePermissions<Role>();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { id } = useParams();
  if (isPending || (action === 'own' && identityPending)) return null;
  const allowed =
    action === 'own'
      ? may(role, resource, action) &&
        (may(role, resource, 'write' as AccessAction<R>) || (identity !== undefined && String(identity.id) === id))
      : may(role, resource, action);
  return allowed ? <>{children}</> : <Forbidden />;
}
