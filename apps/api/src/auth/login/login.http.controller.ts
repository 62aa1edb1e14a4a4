import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../guards/access.decorators';
import { NotAWrite } from '../guards/read-only';
import { AuthenticatedRequest } from '../guards/authenticated-request';
import { SESSION_COOKIE, sessionCookieOptions } from '../sessions/session-cookie';
import { SessionStore } from '../sessions/session.store';
import { LoginRequest } from './login.request';
import { LoginLocked } from '../throttle/login-throttle';
import { LoginService } from './login.service';
import { XsrfTokens } from '../xsrf/xsrf-tokens';

@Controller('login')
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly sessions: SessionStore,
    private readonly xsrf: XsrfTokens,
  ) {}

  @Post()
  @Public()
  @NotAWrite()
  @HttpCode(200)
  async signIn(
    @Body() body: LoginRequest,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { token } = await this.login
      .login(body.email, body.password, body.remember, request.ip ?? '')
      .catch((error: unknown) => {
        // A locked sign-in says when to come back, as the dealer application's 429 does.
        if (error instanceof LoginLocked) response.setHeader('Retry-After', String(error.seconds));
        throw error;
      });
    response.cookie(SESSION_COOKIE, token, sessionCookieOptions(body.remember, request.secure));
    // A new session, a new anti-forgery token (the one sent was signed for no session or another).
    this.xsrf.setCookie(response, token, request.secure);
    const session = await this.sessions.find(token);
    return session?.user;
  }
}
