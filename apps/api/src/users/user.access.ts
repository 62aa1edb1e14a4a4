import { ForbiddenException } from '@nestjs/common';
import { may } from '@bo/domain';
import type { SessionUser } from '../auth/guards/authenticated-request';

/** Only admin manages users; anyone signed in reads and edits their own record ('Mi perfil'). */
export function assertSelfOrAdmin(user: SessionUser | undefined, id: string): void {
  if (may(user?.role, 'users', 'write') || user?.id === id) return;
  throw new ForbiddenException('No tiene permiso para realizar esta acción.');
}
