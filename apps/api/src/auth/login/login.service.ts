import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { verify } from '@node-rs/argon2';
import { Pool } from 'pg';
import { PG_POOL } from '../../infrastructure/database/tokens';
import { SessionStore } from '../sessions/session.store';
import { LoginThrottle } from '../throttle/login-throttle';
import { hashPassword } from '../../users/password';

export const BAD_CREDENTIALS = 'Estas credenciales no coinciden con nuestros registros.';

/** Verifies a password against the users read model and opens a session. */
@Injectable()
export class LoginService {
  /** Verified when the e-mail is unknown, so both failures cost the same time. */
  private readonly decoyHash = hashPassword('decoy-password-never-used');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
  ) {}

  async login(
    email: string,
    password: string,
    remember: boolean,
    address: string,
  ): Promise<{ token: string; userId: string }> {
    return this.throttle.serialize(email, address, () => this.attempt(email, password, remember, address));
  }

  private async attempt(email: string, password: string, remember: boolean, address: string) {
    // Refused (429, LoginLocked) while the e-mail and address, or the address, are locked.
    const admitted = await this.throttle.admit(email, address);
    const found = await this.pool.query(
      'select id::text as id, password_hash from rm.users where email = $1 and deleted_at is null',
      [email.toLowerCase()],
    );
    const hash: string = found.rows[0]?.password_hash ?? (await this.decoyHash);
    const valid = (await verify(hash, password).catch(() => false)) && found.rowCount === 1;
    if (!valid) {
      await this.throttle.failed(admitted);
      throw new UnauthorizedException({ message: BAD_CREDENTIALS, errors: { email: [BAD_CREDENTIALS] } });
    }
    await this.throttle.succeeded(admitted);
    const userId = found.rows[0].id as string;
    return { token: await this.sessions.open(userId, remember), userId };
  }
}
