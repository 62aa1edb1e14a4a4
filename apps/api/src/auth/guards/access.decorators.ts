import { SetMetadata } from '@nestjs/common';
import type { Role } from '@bo/domain';

export const ACCESS_KEY = 'access';
export type Access = { kind: 'public' } | { kind: 'roles'; roles: readonly Role[] };

/** Open to anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
/** Only these roles (the session must exist). Every route must say one or the other. */
export const Roles = (...roles: Role[]) => SetMetadata(ACCESS_KEY, { kind: 'roles', roles } satisfies Access);
