import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createHash, randomBytes } from 'crypto';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PG_POOL } from '../../infrastructure/database/tokens';
import { SessionUser } from '../guards/authenticated-request';
import { BROWSER_SESSION_HOURS, PERSISTENT_SESSION_DAYS } from './session-cookie';
import { Revocation, SessionRevocations } from './session-revocations';

const ACCOUNT_ID = '1';
/**
 * A found session is reused this long without asking the database; a sign-out, a deletion or a
 * change of its user on any process forgets it at once on every one (SessionRevocations), and
 * nothing is reused while this process cannot hear them.
 */
const CACHE_MS = 3000;
type FoundSession = { sessionId: string; user: SessionUser };
/** A session's id: the hash of its cookie's token (the anti-forgery token is bound to it too). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: the cookie holds a random token, the table only its hash. */
@Injectable()
export class SessionStore implements OnModuleInit, OnApplicationShutdown {
  private readonly cache = new Map<string, { found: FoundSession; until: number }>();
  private readonly revocations: SessionRevocations;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.revocations = new SessionRevocations(config.databaseUrl, pool, (revocation) => this.forget(revocation));
  }

  async onModuleInit(): Promise<void> {
    await this.revocations.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.revocations.close();
  }

  async open(userId: string, persistent: boolean): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const lifetime = persistent ? `${PERSISTENT_SESSION_DAYS} days` : `${BROWSER_SESSION_HOURS} hours`;
    await this.pool.query(
      `insert into sessions (id, user_id, persistent, expires_at) values ($1, $2, $3, now() + $4::interval)`,
      [hashToken(token), userId, persistent, lifetime],
    );
    return token;
  }

  async find(token: string): Promise<FoundSession | null> {
    const id = hashToken(token);
    const cached = this.cache.get(id);
    if (cached && cached.until > Date.now() && this.revocations.listening) return cached.found;
    const epoch = this.revocations.epoch;
    const found = await this.load(id);
    if (this.cache.size > 10000) this.cache.clear();
    // Kept only when nothing was revoked while it was read, and while revocations are heard.
    if (found && this.revocations.listening && this.revocations.epoch === epoch)
      this.cache.set(id, { found, until: Date.now() + CACHE_MS });
    else this.cache.delete(id);
    return found;
  }

  private async load(id: string): Promise<FoundSession | null> {
    const result = await this.pool.query(
      `select s.id as session_id, u.id::text as id, u.first_name, u.last_name, u.email, u.role
         from sessions s join rm.users u on u.id = s.user_id
        where s.id = $1 and s.expires_at > now() and u.deleted_at is null`,
      [id],
    );
    if (result.rowCount === 0) return null;
    const { session_id, ...user } = result.rows[0];
    return { sessionId: session_id, user: { ...user, account_id: ACCOUNT_ID } };
  }

  /**
   * A user changed: their sessions are read again at the next request on every process (a new
   * role applies at once); `end` also closes them all (a deleted user).
   */
  async forgetUser(userId: string, end = false): Promise<void> {
    if (end) await this.pool.query('delete from sessions where user_id = $1', [userId]);
    await this.revocations.announce(`user:${userId}`);
  }

  async close(sessionId: string): Promise<void> {
    await this.pool.query('delete from sessions where id = $1', [sessionId]);
    await this.revocations.announce(`session:${sessionId}`);
  }

  private forget(revocation: Revocation): void {
    if (revocation === 'all') this.cache.clear();
    else if (revocation.startsWith('session:')) this.cache.delete(revocation.slice('session:'.length));
    else {
      const userId = revocation.slice('user:'.length);
      for (const [id, entry] of this.cache) if (entry.found.user.id === userId) this.cache.delete(id);
    }
  }
}
