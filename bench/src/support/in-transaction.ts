/**
 * One plain CRUD command: `work` in a transaction of its own on a pooled connection, rolled back
 * on an error. Used by the plain CRUD peers inside the load generator (load-run.ts re-exports it)
 * and by the conventional payments server, which loads nothing else of the benchmark.
 */
import type { Pool, PoolClient } from 'pg';

export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
