import { Controller, Delete, HttpCode, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../guards/access.decorators';
import { NotAWrite } from '../guards/read-only';
import { AuthenticatedRequest } from '../guards/authenticated-request';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { SessionStore } from '../sessions/session.store';
import { XsrfTokens } from '../xsrf/xsrf-tokens';

@Controller('logout')
export class LogoutController {
  constructor(
    private readonly sessions: SessionStore,
    private readonly xsrf: XsrfTokens,
  ) {}

  @Delete()
  @Roles('session', 'use')
  @NotAWrite()
  @HttpCode(204)
  async signOut(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response): Promise<void> {
    if (request.sessionId) await this.sessions.close(request.sessionId);
    response.clearCookie(SESSION_COOKIE, { path: '/' });
    // The next sign-in posts the token of no session.
    this.xsrf.setCookie(response, undefined, request.secure);
  }
}
