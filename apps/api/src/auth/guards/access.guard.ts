import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SessionStore } from '../sessions/session.store';
import { ACCESS_KEY, Access } from './access.decorators';
import { AuthenticatedRequest } from './authenticated-request';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { mayWrite, NOT_A_WRITE_KEY } from './read-only';

/**
 * Loads the session's user and enforces each route's @Public() or @Roles(...). Default: refuse.
 * A read-only role (the auditor) is refused every write here too, whatever the route declares.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const token = request.cookies?.[SESSION_COOKIE] as string | undefined;
    if (token) {
      const found = await this.sessions.find(token);
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      }
    }
    if (!access) throw new ForbiddenException('Esta ruta no tiene permisos declarados.');
    const notAWrite = this.reflector.getAllAndOverride<boolean | undefined>(NOT_A_WRITE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (request.user && !mayWrite(request.user.role, request.method, access, notAWrite === true)) {
      throw new ForbiddenException('No tiene permiso para realizar esta acción.');
    }
    if (access.kind === 'public') return true;
    if (!request.user) throw new UnauthorizedException('Debe iniciar sesión.');
    if (!access.roles.includes(request.user.role)) {
      throw new ForbiddenException('No tiene permiso para realizar esta acción.');
    }
    return true;
  }
}
