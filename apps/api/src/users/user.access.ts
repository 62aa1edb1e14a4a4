import { ForbiddenException } from '@nestjs/common';
import { may } from '@bo/domain';
import type { SessionUser } from '../auth/guards/authenticated-request';

/**
 * Only admin manages users; anyone signed in reads and edits their own record ('Mi perfil'); the
 * auditor reads every user (`action` 'read', issue 32).
 */
export function assertSelfOrAdmin(user: SessionUser | undefined, id: string, action: 'read' | 'write' = 'write'): void {
  if (may(user?.role, 'users', action) || user?.id === id) return;
  throw new ForbiddenException('No tiene permiso para realizar esta acción.');
}
