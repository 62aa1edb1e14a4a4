import { createHmac, randomBytes, timingSafeEqual } from 'crypto';
import type { CookieOptions, Request, Response } from 'express';
import type { Pool } from 'pg';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { hashToken } from '../sessions/session.store';

/**
 * Anti-forgery tokens bound to their session: the signed double-submit cookie pattern of the
 * `csrf-csrf` package, written here with node:crypto because it is two functions and the
 * package's own cookie handling (names, a `__Host-` prefix, its own request hooks) would sit
 * beside the session cookie we already manage. A token is `<nonce>.<HMAC-SHA256(key, id!nonce)>`
 * where `id` is the session's id (the hash of the session cookie) or 'anonymous' without one, so
 * a token planted in a victim's cookie jar (a sibling subdomain can set cookies) is worth nothing
 * with the victim's session: it was not signed for it. The key is kept in PostgreSQL
 * (`app_secrets`), made by the first process to start, so every API process signs and checks alike.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const KEY_NAME = 'xsrf';
/** Pairs (session, token) checked recently; cleared when full (a token's check never changes). */
const MAX_CHECKED = 10_000;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class XsrfTokens {
  /**
   * Pairs found valid: a signature checked once stays right for as long as the key (the process's),
   * so every request after a session's first skips the HMAC and the session's hash (issue 35: they
   * were 3 % of an authenticated GET). Only valid pairs are kept, and the set is bounded.
   */
  private readonly checked = new Set<string>();

  constructor(private readonly key: Buffer) {}

  /** The key every process shares: read, or made once (the first process to start inserts it). */
  static async load(pool: Pool): Promise<XsrfTokens> {
    await pool.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
      KEY_NAME,
      randomBytes(32).toString('base64'),
    ]);
    const { rows } = await pool.query<{ value: string }>('select value from app_secrets where name = $1', [KEY_NAME]);
    return new XsrfTokens(Buffer.from(rows[0].value, 'base64'));
  }

  /** What a token is bound to: the session the request's cookie names, or no session. */
  static boundTo(sessionToken: string | undefined): string {
    return sessionToken ? `session:${hashToken(sessionToken)}` : 'anonymous';
  }

  /** The session token a request carries (not checked: the access guard does that). */
  static sessionOf(request: Request): string | undefined {
    const token = request.cookies?.[SESSION_COOKIE] as unknown;
    return typeof token === 'string' && token !== '' ? token : undefined;
  }

  private sign(boundTo: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${boundTo}!${nonce}`).digest('base64url');
  }

  issue(sessionToken: string | undefined): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.sign(XsrfTokens.boundTo(sessionToken), nonce)}`;
  }

  /** Whether `token` was signed by this key for that session. */
  validFor(token: unknown, sessionToken: string | undefined): boolean {
    if (typeof token !== 'string' || token.length > 200) return false;
    // Length-prefixed: no two different pairs share a key, whatever characters the cookies hold.
    const session = sessionToken ?? '';
    const pair = `${session.length}:${session}${token}`;
    if (this.checked.has(pair)) return true;
    const [nonce, signature, ...rest] = token.split('.');
    if (!nonce || !signature || rest.length) return false;
    if (!same(signature, this.sign(XsrfTokens.boundTo(sessionToken), nonce))) return false;
    // A real session's token is 43 characters: a planted long cookie is checked, never kept.
    if (session.length > 64) return true;
    if (this.checked.size >= MAX_CHECKED) this.checked.clear();
    this.checked.add(pair);
    return true;
  }

  /** Sets a new token cookie for the session the response leaves the browser with (sign-in, sign-out). */
  setCookie(response: Response, sessionToken: string | undefined, overHttps: boolean): void {
    response.cookie(XSRF_COOKIE, this.issue(sessionToken), xsrfCookieOptions(overHttps));
  }

  static same = same;
}

/** Readable by the admin's script (it echoes it in X-XSRF-TOKEN); Secure as the session cookie is. */
export function xsrfCookieOptions(overHttps: boolean): CookieOptions {
  return {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: overHttps || process.env.COOKIE_SECURE === 'true',
  };
}
