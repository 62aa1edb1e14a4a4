import type { CookieOptions } from 'express';

export const SESSION_COOKIE = 'bo_session';
export const PERSISTENT_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;

/** 'Mantener sesión iniciada' makes the cookie outlive the browser; otherwise it is a browser-session cookie. */
export function sessionCookieOptions(persistent: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: process.env.COOKIE_SECURE === 'true',
    ...(persistent ? { maxAge: PERSISTENT_SESSION_DAYS * 24 * 3600 * 1000 } : {}),
  };
}
