/**
 * Session revocations across processes: an announcement is heard by every listener (this
 * process's too, before announce returns); a listener whose connection is cut says it is not
 * listening (its sessions are not cached meanwhile), forgets everything, and listens again.
 */
import { Pool } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/database';
import { Revocation, SessionRevocations } from './session-revocations';

const until = async (check: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('tiempo agotado');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('session revocations', () => {
  let database: TestDatabase;
  let pool: Pool;
  const heard: Record<'a' | 'b', Revocation[]> = { a: [], b: [] };
  let a: SessionRevocations;
  let b: SessionRevocations;

  beforeAll(async () => {
    database = await createTestDatabase('revocations');
    pool = new Pool({ connectionString: database.url, max: 2 });
    a = new SessionRevocations(database.url, pool, (revocation) => heard.a.push(revocation));
    b = new SessionRevocations(database.url, pool, (revocation) => heard.b.push(revocation));
    await Promise.all([a.start(), b.start()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await pool.end();
    await database.drop();
  });

  it('tells every listener, and has heard itself before announce returns', async () => {
    expect([a.listening, b.listening]).toEqual([true, true]);
    heard.a.length = 0;
    heard.b.length = 0;
    const epoch = b.epoch;
    await a.announce('session:abc');
    // Once when announced, once when heard back.
    expect(heard.a).toEqual(['session:abc', 'session:abc']);
    await until(() => heard.b.length > 0);
    expect(heard.b).toEqual(['session:abc']);
    expect(b.epoch).toBeGreaterThan(epoch);
  });

  it('stops caching while its connection is down, forgets everything, and listens again', async () => {
    heard.b.length = 0;
    await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'bo-session-revocations' and datname = current_database()`,
    );
    await until(() => !a.listening && !b.listening);
    expect(heard.b).toContain('all');
    await until(() => a.listening && b.listening);
    heard.b.length = 0;
    await a.announce('user:7');
    await until(() => heard.b.includes('user:7'));
  });
});
