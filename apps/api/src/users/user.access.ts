import { ForbiddenException } from '@nestjs/common';
import type { SessionUser } from '../auth/guards/authenticated-request';

/** Only admin manages users; anyone signed in reads and edits their own record ('Mi perfil'). */
export function assertSelfOrAdmin(user: SessionUser | undefined, id: string): void {
  if (user?.role === 'admin' || user?.id === id) return;
  throw new ForbiddenException('No tiene permiso para realizar esta acción.');
}
