import type { CookieOptions } from 'express';

export const SESSION_COOKIE = 'bo_session';
export const PERSISTENT_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;

/**
 * 'Mantener sesión iniciada' makes the cookie outlive the browser; otherwise it is a browser-session
 * cookie. `overHttps` (Express's req.secure: the socket, or a trusted proxy's X-Forwarded-Proto)
 * makes it Secure, so the browser never sends it back over plain http; COOKIE_SECURE=true forces it.
 */
export function sessionCookieOptions(persistent: boolean, overHttps: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: overHttps || process.env.COOKIE_SECURE === 'true',
    ...(persistent ? { maxAge: PERSISTENT_SESSION_DAYS * 24 * 3600 * 1000 } : {}),
  };
}
