/**
 * Why this file exists: the session cookie is httpOnly, so the admin cannot see whether it holds
 * one, and asking `GET /api/me` on the sign-in page (then `DELETE /api/logout`) answers 401s the
 * browser logs as errors (issue 11, item 6). Signing in leaves this readable marker cookie, with
 * the session cookie's lifetime (browser session, or 30 days with 'Mantener sesión iniciada');
 * without it the admin knows there is no session and asks the server nothing. A 401 or signing
 * out removes it.
 */
const MARKER = 'bo_signed_in';
const PERSISTENT_DAYS = 30;

const write = (value: string, maxAgeSeconds?: number) => {
  const parts = [`${MARKER}=${value}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
};

/** After a successful sign-in. */
export const markSignedIn = (persistent: boolean) => write('1', persistent ? PERSISTENT_DAYS * 24 * 3600 : undefined);

/** After signing out or a 401: the session is gone. */
export const forgetSignedIn = () => write('', 0);

/** Whether this browser signed in and has not been told the session ended. */
export const mayBeSignedIn = () => document.cookie.split('; ').some((part) => part === `${MARKER}=1`);
