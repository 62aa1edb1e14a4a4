import { SetMetadata } from '@nestjs/common';
import { rolesFor, type AccessAction, type AccessResource, type Role } from '@bo/domain';

export const ACCESS_KEY = 'access';
export type Access =
  { kind: 'public' } | { kind: 'roles'; resource: AccessResource; action: string; roles: readonly Role[] };

/** Open to anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
/**
 * Only the roles the access table (@bo/domain, access/) gives this action on this resource (the
 * session must exist): `@Roles('orders', 'pay')`. Every route must say this or @Public().
 */
export const Roles = <R extends AccessResource>(resource: R, action: AccessAction<R>) =>
  SetMetadata(ACCESS_KEY, { kind: 'roles', resource, action, roles: rolesFor(resource, action) } satisfies Access);
