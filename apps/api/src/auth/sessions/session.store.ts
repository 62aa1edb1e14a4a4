import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'crypto';
import { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/tokens';
import { SessionUser } from '../guards/authenticated-request';
import { BROWSER_SESSION_HOURS, PERSISTENT_SESSION_DAYS } from './session-cookie';

const ACCOUNT_ID = '1';
/** A found session is reused this long without asking the database (logout here forgets it at once). */
const CACHE_MS = 3000;
type FoundSession = { sessionId: string; user: SessionUser };
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: the cookie holds a random token, the table only its hash. */
@Injectable()
export class SessionStore {
  private readonly cache = new Map<string, { found: FoundSession; until: number }>();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

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
    if (cached && cached.until > Date.now()) return cached.found;
    const found = await this.load(id);
    if (this.cache.size > 10000) this.cache.clear();
    if (found) this.cache.set(id, { found, until: Date.now() + CACHE_MS });
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
   * A user changed: their cached sessions are read again at the next request (a new role applies
   * at once); `end` also closes them all (a deleted user).
   */
  async forgetUser(userId: string, end = false): Promise<void> {
    for (const [id, entry] of this.cache) if (entry.found.user.id === userId) this.cache.delete(id);
    if (end) await this.pool.query('delete from sessions where user_id = $1', [userId]);
  }

  async close(sessionId: string): Promise<void> {
    this.cache.delete(sessionId);
    await this.pool.query('delete from sessions where id = $1', [sessionId]);
  }
}
